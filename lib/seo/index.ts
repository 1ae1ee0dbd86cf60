export { cardPhoto } from './card-photo';
export { cardText, productCardImage } from './card';
export {
  breadcrumbJsonLd,
  itemListJsonLd,
  productJsonLd,
  serializeJsonLd,
  storeJsonLd,
  type Crumb,
  type JsonLd,
} from './json-ld';
export { listingMetadata } from './listing-metadata';
export { openGraph } from './open-graph';
export { pageLocale } from './page-locale';
export {
  prerenderedInfoPageParams,
  prerenderedListingParams,
  prerenderedProductParams,
} from './prerendered-params';
export { shareLinks } from './share-links';
export { siteLink, siteUrl } from './site';
export { countSitemaps, sitemapUrls } from './sitemap-urls';
export { sitemapIndexXml, urlsetXml, xmlResponse } from './sitemap-xml';
