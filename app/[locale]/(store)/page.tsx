import { getLocale } from 'next-intl/server';
import { JsonLdScript } from '@/components/catalog/json-ld';
import { HomeBanner } from '@/components/home/home-banner';
import { OccasionTiles } from '@/components/home/occasion-tiles';
import { ProductRow } from '@/components/home/product-row';
import { store } from '@/lib/config';
import { getLiveBannerSlides } from '@/lib/content/banner/cached';
import { getHomeContent } from '@/lib/home/home-content';
import { storeJsonLd } from '@/lib/seo/json-ld';
import { getSettings } from '@/lib/settings/cached';
import { siteUrl } from '@/lib/seo/site';

export default async function HomePage() {
  const [{ newArrivals, occasions, families }, slides, contacts, showroom, social] =
    await Promise.all([
      getHomeContent(),
      getLiveBannerSlides(),
      getSettings('contacts'),
      getSettings('showroom'),
      getSettings('social'),
    ]);
  const bannerPhotos = newArrivals.map((product) => ({
    photo: product.image[0]!.photo,
    alt: product.image[0]!.alt || product.name,
  }));
  return (
    <>
      <h1 className="sr-only">
        {store.name}: {store.tagline}
      </h1>
      <HomeBanner slides={slides} photos={bannerPhotos} />
      <div className="space-y-24 py-20 sm:space-y-32 sm:py-28">
        <OccasionTiles occasions={occasions} />
        <ProductRow
          id="new-arrivals"
          eyebrow="Just in"
          title="New arrivals"
          link={{ href: '/shop', label: 'Shop all' }}
          products={newArrivals}
        />
        {families.map((family) => (
          <ProductRow
            key={family.slug}
            id={`family-${family.slug}`}
            eyebrow="The collection"
            title={family.name}
            link={{ href: family.url, label: `All ${family.name}` }}
            products={family.products}
          />
        ))}
      </div>
      <JsonLdScript
        data={storeJsonLd(siteUrl, { contacts, showroom, social }, await getLocale())}
      />
    </>
  );
}
