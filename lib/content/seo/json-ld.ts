import {
  type Crumb,
  fabricAttributeSlug,
  type ProductDetail,
  type ProductSummary,
  variantLink,
} from '@/lib/catalogue';
import { deliveryTimes, store } from '@/lib/config';
import { localisedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import englishCommon from '@/messages/en/common.json';
import banglaCommon from '@/messages/bn/common.json';
import { oneLineAddress } from '@/lib/content/settings/defaults';
import {
  type DeliveryRates,
  socialNetworks,
  type StoreSettings,
} from '@/lib/content/schemas/store-settings';
import type { ReturnSettings } from '@/lib/content/schemas/return-settings';
import { shippingOptions, zoneNames } from '@/lib/content/feeds/shipping';
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

const schema = (term: string) => `https://schema.org/${term}`;

const availability = (inStock: boolean) => schema(inStock ? 'InStock' : 'OutOfStock');

function offersFor(product: ProductDetail, url: string): JsonLd | undefined {
  const { min_price: low, max_price: high } = product;
  if (low === null || high === null) return undefined;
  const common = {
    priceCurrency: store.currency,
    availability: availability(product.in_stock),
    url,
    itemCondition: schema('NewCondition'),
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

/** What the product pages' offers say of delivery and returns, from the store's settings. */
export type OfferTerms = { delivery: DeliveryRates; returns: ReturnSettings };

const days = (range: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: range.min,
  maxValue: range.max,
  unitCode: 'DAY',
});

/** Each delivery zone's charge for a piece at `price`, and how long it takes (OfferShippingDetails). */
export function shippingDetailsJsonLd(price: number, rates: DeliveryRates): JsonLd[] {
  return shippingOptions(price, rates).map((option) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: zoneNames[option.zone],
    shippingRate: { '@type': 'MonetaryAmount', value: option.charge, currency: store.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'BD' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(deliveryTimes.handlingDays),
      transitTime: days(option.transitDays),
    },
  }));
}

/**
 * The returns policy (MerchantReturnPolicy): a window of the settings' days, returned by
 * post or at the showroom as /pages/returns-policy says; a made-to-measure piece, sewn to
 * one shopper, never comes back, nor anything when the window is 0 days.
 */
export function returnPolicyJsonLd(returns: ReturnSettings, madeToMeasure: boolean): JsonLd {
  const common = { '@type': 'MerchantReturnPolicy', applicableCountry: 'BD' };
  if (madeToMeasure || returns.days === 0) {
    return { ...common, returnPolicyCategory: schema('MerchantReturnNotPermitted') };
  }
  return {
    ...common,
    returnPolicyCategory: schema('MerchantReturnFiniteReturnWindow'),
    merchantReturnDays: returns.days,
    returnMethod: [schema('ReturnByMail'), schema('ReturnInStore')],
    returnFees: schema(returns.fees === 'free' ? 'FreeReturn' : 'ReturnFeesCustomerResponsibility'),
  };
}

type Variant = ProductDetail['variants'][number];

const variantAvailability = (product: ProductDetail, variant: Variant) =>
  variant.stock <= 0
    ? schema('OutOfStock')
    : schema(product.made_to_measure ? 'PreOrder' : 'InStock');

/** The options a product's variants differ in, as schema.org properties. */
function variesBy(variants: Variant[]): string[] {
  const differ = (option: 'size' | 'colour') =>
    new Set(variants.map((variant) => variant[option])).size > 1;
  return [
    ...(differ('size') ? [schema('size')] : []),
    ...(differ('colour') ? [schema('color')] : []),
  ];
}

/** The product's Fabric values, in the page's language: each variant's material. */
const materialOf = (product: ProductDetail) =>
  product.attributes
    .find((attribute) => attribute.slug === fabricAttributeSlug)
    ?.values.map((value) => value.name)
    .join(' / ') || undefined;

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
 * A product page's ProductGroup (Google's product variant structured data): the piece with
 * its price range, and each size and colour a Product with its SKU and Offer, linked to the
 * page with that variant chosen, with delivery, the returns policy, and its customers' ratings and reviews when it has
 * published ones.
 */
export function productJsonLd(
  product: ProductDetail,
  siteUrl: string,
  locale: Locale,
  terms: OfferTerms,
  ratings?: ProductRatings,
): JsonLd {
  const url = pageUrl(siteUrl, locale, `/product/${product.slug}`);
  const offers = offersFor(product, url);
  const image = product.images.map((photo) => absoluteUrl(siteUrl, photo.photo));
  const material = materialOf(product);
  const returnPolicy = returnPolicyJsonLd(terms.returns, product.made_to_measure);
  const varying = variesBy(product.variants);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    inLanguage: jsonLdLanguage[locale],
    name: product.name,
    description: product.description || undefined,
    sku: product.title,
    productGroupID: product.title,
    image,
    brand: { '@type': 'Brand', name: store.name },
    category: product.main_category,
    url,
    ...(varying.length > 0 && { variesBy: varying }),
    hasVariant: product.variants.map((variant) => {
      const link = pageUrl(siteUrl, locale, variantLink(product.slug, variant));
      return {
        '@type': 'Product',
        name: `${product.name} – ${variant.colour}, ${variant.size}`,
        sku: variant.sku,
        color: variant.colour,
        size: variant.size,
        ...(material && { material }),
        image,
        url: link,
        offers: {
          '@type': 'Offer',
          price: variant.price,
          priceCurrency: store.currency,
          availability: variantAvailability(product, variant),
          itemCondition: schema('NewCondition'),
          url: link,
          shippingDetails: shippingDetailsJsonLd(variant.price, terms.delivery),
          hasMerchantReturnPolicy: returnPolicy,
        },
      };
    }),
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
