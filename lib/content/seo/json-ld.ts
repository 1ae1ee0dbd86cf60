import type { Crumb, ProductDetail, ProductSummary } from '@/lib/catalogue';
import { store } from '@/lib/config';
import { localisedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import englishCommon from '@/messages/en/common.json';
import banglaCommon from '@/messages/bn/common.json';
import { oneLineAddress } from '@/lib/content/settings/defaults';
import { socialNetworks, type StoreSettings } from '@/lib/content/schemas/store-settings';
import { absoluteUrl } from './absolute-url';

/** schema.org data, as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: `<` and `>` (so no text can close the
 * script), `&` and the JavaScript line separators are written as escapes.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The language of a page's structured data, as schema.org's inLanguage (BCP 47). */
export const jsonLdLanguage: Record<Locale, string> = { en: 'en', bn: 'bn-BD' };

/** The store's description in each language, from the message files. */
const storeDescription: Record<Locale, string> = {
  en: englishCommon.storeDescription,
  bn: banglaCommon.storeDescription,
};

/** `path` (English) on the site, in the page's language: /bn/… on Bangla pages. */
const pageUrl = (siteUrl: string, locale: Locale, path: string) =>
  absoluteUrl(siteUrl, localisedPath(locale, path));

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

function offersFor(product: ProductDetail, url: string): JsonLd | undefined {
  const { min_price: low, max_price: high } = product;
  if (low === null || high === null) return undefined;
  const common = {
    priceCurrency: store.currency,
    availability: availability(product.in_stock),
    url,
    itemCondition: 'https://schema.org/NewCondition',
  };
  if (low === high) return { '@type': 'Offer', price: low, ...common };
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: high,
    offerCount: product.variants.length,
    ...common,
  };
}

/** A product's published reviews as its page shows them (lib/reviews). */
export type ProductRatings = {
  average: number;
  count: number;
  reviews: {
    author: string;
    rating: number;
    title: string;
    body: string;
    /** ISO date it was published. */
    date: string;
    locale: Locale;
  }[];
};

/** aggregateRating and each Review, each review in its own language; nothing without reviews. */
function ratingsFor(ratings: ProductRatings | undefined): JsonLd {
  if (!ratings || ratings.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratings.average,
      reviewCount: ratings.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: ratings.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date.slice(0, 10),
      name: review.title,
      reviewBody: review.body,
      inLanguage: jsonLdLanguage[review.locale],
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}

/**
 * A product page's Product, with an Offer (one price) or an AggregateOffer (a range), in
 * the page's language (its name and description are the page's own, already localised),
 * and its customers' ratings and reviews when it has published ones.
 */
export function productJsonLd(
  product: ProductDetail,
  siteUrl: string,
  locale: Locale,
  ratings?: ProductRatings,
): JsonLd {
  const url = pageUrl(siteUrl, locale, `/product/${product.slug}`);
  const offers = offersFor(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: jsonLdLanguage[locale],
    name: product.name,
    description: product.description || undefined,
    sku: product.title,
    image: product.images.map((image) => absoluteUrl(siteUrl, image.photo)),
    brand: { '@type': 'Brand', name: store.name },
    category: product.main_category,
    url,
    ...(offers ? { offers } : {}),
    ...ratingsFor(ratings),
  };
}

// The catalogue's breadcrumbs (lib/catalogue/products/product-crumbs.ts) are what this describes.
export type { Crumb } from '@/lib/catalogue';

/** A BreadcrumbList; crumbs without a page (menu labels) are named but not linked. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: jsonLdLanguage[locale],
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === null ? {} : { item: pageUrl(siteUrl, locale, crumb.path) }),
    })),
  };
}

/** A listing page's ItemList: the products of this page, numbered across pages. */
export function itemListJsonLd(
  products: ProductSummary[],
  firstPosition: number,
  siteUrl: string,
  locale: Locale,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    inLanguage: jsonLdLanguage[locale],
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: pageUrl(siteUrl, locale, `/product/${product.slug}`),
      name: product.name,
    })),
  } satisfies JsonLd;
}

type StoreFacts = Pick<StoreSettings, 'contacts' | 'showroom' | 'social'>;

/**
 * The home page's Organization and WebSite, with a SearchAction for /search/{query}, in
 * the page's language: the Bangla home names /bn and searches /bn/search.
 */
export function storeJsonLd(
  siteUrl: string,
  { contacts, showroom, social }: StoreFacts,
  locale: Locale,
): JsonLd[] {
  const home = pageUrl(siteUrl, locale, '/');
  const inLanguage = jsonLdLanguage[locale];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      inLanguage,
      name: store.name,
      url: home,
      description: storeDescription[locale],
      email: contacts.email,
      telephone: contacts.phone,
      foundingDate: String(store.foundedYear),
      address: {
        '@type': 'PostalAddress',
        streetAddress: oneLineAddress(showroom),
        addressCountry: 'BD',
      },
      sameAs: socialNetworks.flatMap((network) => social[network] ?? []),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      inLanguage,
      name: store.name,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: pageUrl(siteUrl, locale, '/search/{search_term_string}'),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
