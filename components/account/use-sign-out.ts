'use client';

import { usePathname, useRouter } from 'next/navigation';
import { clearQueryCache } from '@/components/ui/query-cache';
import { useCartStore } from '@/stores/cart-store';
import { endSession } from './session-client';

/**
 * Ends the session (docs/store-spec.md section 4): the cookie goes, the cart is cleared (and
 * the account's wishlist leaves this browser), and no profile data stays in memory. Account pages are left for home; other pages stay.
 */
export function useSignOut() {
  const router = useRouter();
  const pathname = usePathname();
  return async () => {
    await endSession();
    useCartStore.getState().forgetAccount();
    clearQueryCache();
    if (pathname.startsWith('/account')) router.push('/');
    router.refresh();
  };
}
