import { PageHeading } from '@/components/content/page-heading';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { accountRoutes } from '@/lib/account/constants';
import { accountMetadata } from '@/lib/account/page-metadata';
import { requireUserId } from '@/lib/account/session';

export const metadata = accountMetadata('My wishlist', 'The pieces you have saved.');

/** /account/wishlist: the signed-in shopper's wishlist, kept with the account. */
export default async function AccountWishlistPage() {
  await requireUserId(accountRoutes.wishlist);
  return (
    <div className="pb-24">
      <PageHeading eyebrow="My account" title="My wishlist" />
      <div className="mx-auto max-w-5xl px-6">
        <WishlistView />
      </div>
    </div>
  );
}
