import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/content/page-heading';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { accountRoutes, accountMetadata } from '@/lib/identity';
import { requireUserId } from '@/lib/customers';
import { pageLocale } from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'wishlist' });
  return accountMetadata(t('page.accountTitle'), t('page.accountDescription'));
}

/** /account/wishlist: the signed-in shopper's wishlist, kept with the account. */
export default async function AccountWishlistPage() {
  await requireUserId(accountRoutes.wishlist);
  const t = await getTranslations('wishlist.page');
  return (
    <RouteMessages namespaces={['listing', 'product']}>
      <div className="pb-24">
        <PageHeading eyebrow={t('accountEyebrow')} title={t('accountTitle')} />
        <div className="mx-auto max-w-5xl px-6">
          <WishlistView />
        </div>
      </div>
    </RouteMessages>
  );
}
