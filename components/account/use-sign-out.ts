'use client';

import { clearQueryCache } from '@/components/ui/query-cache';
import { useLocalisedRouter, usePagePath } from '@/components/navigation/localised-navigation';
import { useCartStore } from '@/stores/cart-store';
import { endSession } from './session-client';

/**
 * Ends the session (docs/store-spec.md section 4): the cookie goes, the cart is cleared (and
 * the account's wishlist leaves this browser), and no profile data stays in memory. Account
 * pages are left for home, in the page's language; other pages stay.
 */
export function useSignOut() {
  const router = useLocalisedRouter();
  // Without the language's prefix: /bn/account/… is an account page too.
  const pathname = usePagePath();
  return async () => {
    await endSession();
    useCartStore.getState().forgetAccount();
    clearQueryCache();
    if (pathname.startsWith('/account')) router.push('/');
    router.refresh();
  };
}
