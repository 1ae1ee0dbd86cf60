import type { ProductDetail, ProductSummary } from '@/lib/catalog/types';
import { store } from '@/lib/config';
import { oneLineAddress } from '@/lib/settings/defaults';
import { socialNetworks, type StoreSettings } from '@/lib/validation/store-settings';
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

/** A product page's Product, with an Offer (one price) or an AggregateOffer (a range). */
export function productJsonLd(product: ProductDetail, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, `/product/${product.slug}`);
  const offers = offersFor(product, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    sku: product.title,
    image: product.images.map((image) => absoluteUrl(siteUrl, image.photo)),
    brand: { '@type': 'Brand', name: store.name },
    category: product.main_category,
    url,
    ...(offers ? { offers } : {}),
  };
}

export type Crumb = { name: string; path: string | null };

/** A BreadcrumbList; crumbs without a page (menu labels) are named but not linked. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === null ? {} : { item: absoluteUrl(siteUrl, crumb.path) }),
    })),
  };
}

/** A listing page's ItemList: the products of this page, numbered across pages. */
export function itemListJsonLd(products: ProductSummary[], firstPosition: number, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(siteUrl, `/product/${product.slug}`),
      name: product.name,
    })),
  } satisfies JsonLd;
}

type StoreFacts = Pick<StoreSettings, 'contacts' | 'showroom' | 'social'>;

/** The home page's Organization and WebSite, with a SearchAction for /search/{query}. */
export function storeJsonLd(siteUrl: string, { contacts, showroom, social }: StoreFacts): JsonLd[] {
  const home = absoluteUrl(siteUrl, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: store.name,
      url: home,
      description: store.about,
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
      name: store.name,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: absoluteUrl(siteUrl, '/search/{search_term_string}'),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
