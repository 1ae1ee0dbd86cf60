import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { QueryProvider } from '@/components/ui/query-provider';
import { KeepWishlist } from '@/components/wishlist/keep-wishlist';
import { accountRoutes } from '@/lib/identity';
import { currentUserId } from '@/lib/customers';
import { localeAlternates } from '@/lib/i18n/alternates';
import { localisedPath } from '@/lib/i18n/locale-path';
import { pageLocale } from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';

type Props = { params: Promise<{ locale: string }> };

// A shopper's own list: nothing for search engines to index.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return {
    title: t('page.title'),
    robots: { index: false, follow: true },
    alternates: localeAlternates(locale, '/wishlist'),
  };
}

/**
 * /wishlist: a guest's wishlist, kept in this browser. A signed-in shopper's list is kept
 * with her account, so she is sent to /account/wishlist rather than told it lives on this
 * device only (the guest notice's Sign in also brings her back here).
 */
export default async function WishlistPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (await currentUserId()) redirect(localisedPath(locale, accountRoutes.wishlist));
  const t = await getTranslations('wishlist');
  return (
    <RouteMessages namespaces={['listing', 'product']}>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-10">
        <h1 className="text-ink mb-8 text-3xl font-light tracking-wide sm:text-4xl">
          {t('page.title')}
        </h1>
        <KeepWishlist />
        <QueryProvider>
          <WishlistView />
        </QueryProvider>
      </div>
    </RouteMessages>
  );
}
