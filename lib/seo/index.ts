export { cardPhoto } from './card-photo';
export { cardText } from './card-text';
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
export { productCardImage } from './product-card-image';
export { shareLinks } from './share-links';
export { siteLink, siteUrl } from './site';
export { xmlResponse } from './sitemap-response';
export { countSitemaps, sitemapUrls } from './sitemap-urls';
export { sitemapIndexXml, urlsetXml } from './sitemap-xml';
