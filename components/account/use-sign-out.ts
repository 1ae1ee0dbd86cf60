'use client';

import { clearQueryCache } from '@/components/ui/query-cache';
import { useLocalisedRouter, usePagePath } from '@/components/navigation/localised-navigation';
import { useCartStore } from '@/stores/cart-store';
import { useSignOutProblem } from '@/stores/sign-out-problem';
import { endSession } from './session-client';

/**
 * Ends the session (docs/store-spec.md section 4): the cookie goes, the cart is cleared (and
 * the account's wishlist leaves this browser), and no profile data stays in memory. Account
 * pages are left for home, in the page's language; other pages stay. A sign-out that does not
 * end the session leaves everything as it was, and the shell says so.
 */
export function useSignOut() {
  const router = useLocalisedRouter();
  // Without the language's prefix: /bn/account/… is an account page too.
  const pathname = usePagePath();
  return async () => {
    const { report } = useSignOutProblem.getState();
    report(false);
    try {
      await endSession();
    } catch {
      // Still signed in, and told so (components/account/sign-out-problem.tsx).
      report(true);
      return;
    }
    useCartStore.getState().forgetAccount();
    clearQueryCache();
    if (pathname.startsWith('/account')) router.push('/');
    router.refresh();
  };
}
