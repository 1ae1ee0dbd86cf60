import { getLocale, getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';

import { JsonLdScript } from '@/components/catalog/json-ld';
import { HomeBanner } from '@/components/home/home-banner';
import { OccasionTiles } from '@/components/home/occasion-tiles';
import { ProductRow } from '@/components/home/product-row';
import {
  getLiveBannerSlides,
  getHomeContent,
  storeJsonLd,
  siteUrl,
  getSettings,
  getShowroom,
} from '@/lib/content';
import { RouteMessages } from '@/components/i18n/route-messages';
import { localeAlternates } from '@/lib/i18n/alternates';
import { isLocale, routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// The title and description are the store's own, from the root layout.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: localeAlternates(isLocale(locale) ? locale : routing.defaultLocale, '/') };
}

export default async function HomePage() {
  const [{ newArrivals, occasions, families }, slides, contacts, showroom, social, t, common] =
    await Promise.all([
      getHomeContent(),
      getLiveBannerSlides(),
      getSettings('contacts'),
      getShowroom(),
      getSettings('social'),
      getTranslations('home'),
      getTranslations('common'),
    ]);
  return (
    <RouteMessages namespaces={['home']}>
      <h1 className="sr-only">
        {t('heading', { store: common('storeName'), tagline: common('tagline') })}
      </h1>
      <HomeBanner slides={slides} />
      <div className="space-y-24 py-20 sm:space-y-32 sm:py-28">
        <OccasionTiles occasions={occasions} />
        <ProductRow
          id="new-arrivals"
          eyebrow={t('newArrivals.eyebrow')}
          title={t('newArrivals.title')}
          link={{ href: '/shop', label: t('newArrivals.link') }}
          products={newArrivals}
        />
        {families.map((family) => (
          <ProductRow
            key={family.slug}
            id={`family-${family.slug}`}
            eyebrow={t('family.eyebrow')}
            title={family.name}
            link={{ href: family.url, label: t('family.link', { name: family.name }) }}
            products={family.products}
          />
        ))}
      </div>
      <JsonLdScript
        data={storeJsonLd(siteUrl, { contacts, showroom, social }, await getLocale())}
      />
    </RouteMessages>
  );
}
