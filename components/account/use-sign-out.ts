'use client';

import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'next-auth/react';
import { usePathname, useRouter } from 'next/navigation';
import { useCartStore } from '@/stores/cart-store';

/**
 * Ends the session (store-spec.md section 4): the cookie goes, the cart is cleared (and
 * the account's wishlist leaves this browser), and no profile data stays in memory. Account pages are left for home; other pages stay.
 */
export function useSignOut() {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  return async () => {
    await signOut({ redirect: false });
    useCartStore.getState().forgetAccount();
    queryClient.clear();
    if (pathname.startsWith('/account')) router.push('/');
    router.refresh();
  };
}
