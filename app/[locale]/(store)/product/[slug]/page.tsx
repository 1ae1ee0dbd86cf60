import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { JsonLdScript } from '@/components/catalog/json-ld';
import { AskAboutPiece } from '@/components/product/ask-about-piece';
import { ColourSwatches } from '@/components/product/colour-swatches';
import { SizeGuideButton } from '@/components/fit/size-guide-button';
import { ProductDetails } from '@/components/product/product-details';
import { galleryPhotos } from '@/components/product/gallery-photos';
import { ProductGallery } from '@/components/product/product-gallery';
import { EmiFrom } from '@/components/product/emi-from';
import { PurchasePanelOnIntent } from '@/components/product/purchase-panel-on-intent';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { RelatedProducts } from '@/components/product/related-products';
import { RouteMessages } from '@/components/i18n/route-messages';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { ShareButtons } from '@/components/product/share-buttons';
import { StaffShare } from '@/components/product/staff-share';
import { ViewedPiece } from '@/components/product/viewed-piece';
import { productCrumbs, wholeCategoryTree, findProduct, kindsOf } from '@/lib/catalogue';
import {
  askLinks,
  productJsonLd,
  openGraph,
  pageLocale,
  productCardImage,
  prerenderedProductParams,
  siteLink,
  siteUrl,
  getSettings,
} from '@/lib/content';
import { sizeGuideFor } from '@/lib/ordering';
import { readProductReviews } from '@/lib/reviews';
import { ProductReviewsSection } from '@/components/reviews/product-reviews';
import { formatPriceRange } from '@/lib/format/money';
import { localeAlternates } from '@/lib/i18n/alternates';
import { localisedPath } from '@/lib/i18n/locale-path';

type Props = { params: Promise<{ slug: string; locale: string }> };

export const generateStaticParams = prerenderedProductParams;

const eyebrowClass = 'text-primary-800 text-xs tracking-[0.3em] uppercase';

const summarise = (text: string, length = 155) =>
  text.length <= length ? text : `${text.slice(0, text.lastIndexOf(' ', length - 1))}…`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [product, t, common] = await Promise.all([
    findProduct((await params).slug),
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  if (!product) return { title: t('meta.notFound'), robots: { index: false } };
  const price = formatPriceRange(product.min_price, product.max_price, locale, t('priceOnRequest'));
  const title = t('meta.title', { name: product.name, sku: product.title });
  const description = summarise(
    `${product.name}, ${price}. ${product.description || product.main_category}`,
  );
  const alternates = localeAlternates(locale, `/product/${product.slug}`);
  const url = alternates.canonical as string;
  const card = productCardImage(product.slug, t('meta.cardAlt', { store: common('storeName') }));
  return {
    title,
    description,
    alternates,
    openGraph: openGraph({ title: product.name, description, url, images: [card] }, locale),
    twitter: { card: 'summary_large_image', title: product.name, description, images: [card] },
  };
}

export default async function ProductPage({ params }: Props) {
  const [product, tree, rates, returns, dateSettings, emi, contacts, locale, t, listingText] =
    await Promise.all([
      findProduct((await params).slug),
      wholeCategoryTree(),
      getSettings('delivery'),
      getSettings('returns'),
      getSettings('deliveryDates'),
      getSettings('emi'),
      getSettings('contacts'),
      getLocale(),
      getTranslations('product'),
      getTranslations('listing'),
    ]);
  if (!product) notFound();
  const [guide, reviews] = await Promise.all([
    sizeGuideFor(tree, product.main_category_id),
    readProductReviews(product.id),
  ]);
  // Shared and asked about in the page's own language.
  const url = siteLink(localisedPath(locale, `/product/${product.slug}`));
  const crumbs = productCrumbs(product, tree, listingText('home'));
  // The category links only while it is visible (a hidden one ends the trail).
  const categoryPath = crumbs.find((crumb) => crumb.name === product.main_category)?.path;
  const categories = product.breadcrumbs.map((crumb) => crumb.name);
  const links = askLinks(contacts, {
    slug: product.slug,
    text: t('ask.message', { name: product.name, url }),
  });
  return (
    <RouteMessages namespaces={['product', 'cart', 'fit', 'reviews']}>
      <div className="mx-auto max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:pt-8 lg:px-10">
        {product.variants.length > 0 && (
          <ViewedPiece name={product.name} variants={product.variants} categories={categories} />
        )}
        <Breadcrumbs crumbs={crumbs} />
        <div className="mt-4 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <ProductGallery images={galleryPhotos(product.images)} name={product.name} />
          <div>
            {categoryPath ? (
              <LocalisedLink href={categoryPath} className={`${eyebrowClass} hover:underline`}>
                {product.main_category}
              </LocalisedLink>
            ) : (
              <p className={eyebrowClass}>{product.main_category}</p>
            )}
            <h1 className="text-ink mt-2 text-2xl leading-tight font-light sm:mt-3 sm:text-4xl">
              {product.name}
            </h1>
            <div className="mt-2 flex items-baseline justify-between gap-4">
              <p className="text-ink-muted text-xs tracking-[0.15em]">
                {t('sku', { sku: product.title })}
              </p>
              {guide && <SizeGuideButton html={guide.html} category={product.main_category} />}
            </div>
            <div className="relative mt-4 lg:mt-6">
              {/* At the end of the panel's price row. Its own island: it shows her wishlist's
                  state once the page has hydrated, while the panel waits for her reach. */}
              <WishlistButton
                productId={product.id}
                productName={product.name}
                look="boxed"
                className="absolute top-0 right-0"
              />
              <PurchasePanelOnIntent
                product={{
                  id: product.id,
                  slug: product.slug,
                  name: product.name,
                  image: product.images[0]!.photo,
                  min_price: product.min_price,
                  max_price: product.max_price,
                  lead_time_days: product.lead_time_days,
                }}
                variants={product.variants}
                categories={categories}
                measurementKinds={
                  product.made_to_measure ? kindsOf(product.measurement_fields) : undefined
                }
                dateFor={{ settings: dateSettings, links }}
              >
                <ColourSwatches colours={product.colours} />
              </PurchasePanelOnIntent>
              <EmiFrom price={product.min_price} plans={emi.plans} locale={locale} />
            </div>
            <ProductDetails product={product} rates={rates} />
            <AskAboutPiece links={links} />
            <ShareButtons url={url} title={product.name} />
            <StaffShare url={url} title={product.name} />
          </div>
        </div>
        <ProductReviewsSection data={reviews} />
        <RelatedProducts products={product.related} />
        <JsonLdScript
          data={productJsonLd(
            product,
            siteUrl,
            locale,
            { delivery: rates, returns },
            {
              average: reviews.summary.average,
              count: reviews.summary.count,
              reviews: reviews.reviews,
            },
          )}
        />
      </div>
    </RouteMessages>
  );
}
