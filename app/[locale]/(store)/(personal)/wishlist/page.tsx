import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { QueryProvider } from '@/components/ui/query-provider';
import { KeepWishlist } from '@/components/wishlist/keep-wishlist';
import { accountRoutes } from '@/lib/account/constants';
import { currentUserId } from '@/lib/account/session';

// A shopper's own list: nothing for search engines to index.
export const metadata: Metadata = { title: 'Wishlist', robots: { index: false, follow: true } };

/**
 * /wishlist: a guest's wishlist, kept in this browser. A signed-in shopper's list is kept
 * with her account, so she is sent to /account/wishlist rather than told it lives on this
 * device only (the guest notice's Sign in also brings her back here).
 */
export default async function WishlistPage() {
  if (await currentUserId()) redirect(accountRoutes.wishlist);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-10">
      <h1 className="text-ink mb-8 text-3xl font-light tracking-wide sm:text-4xl">Wishlist</h1>
      <KeepWishlist />
      <QueryProvider>
        <WishlistView />
      </QueryProvider>
    </div>
  );
}
