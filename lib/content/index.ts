export { type AskLink, askLinks, chatLinks, talkLinks } from './contact/ask-links';
export { getHomeContent } from './home/home-content';
export { type OccasionCover } from './home/occasion-covers';
export { getLiveBannerSlides } from './pages/banner/cached';
export { type LiveSlide } from './pages/banner/slides';
export { getCachedInfoPage } from './pages/cached';
export { sizeGuideForCategory } from './pages/size-guides/cached';
export { type SizeGuide } from './pages/size-guides/read';
export { checkbox, dhakaDateTime } from './schemas/content';
export { type CodRiskSettings } from './schemas/cod-risk-settings';
export { type EmiPlan, emiTenures } from './schemas/emi-settings';
export { emiFrom, emiPlansFor, longestTenure } from './settings/emi';
export { clockMinutes, type FittingSettings, type Weekday } from './schemas/fitting-settings';
export {
  type ContactSettings,
  type DeliveryRates,
  type ShowroomSettings,
  socialNetworks,
} from './schemas/store-settings';
export { cardText, productCardImage } from './seo/card';
export { cardPhoto } from './seo/card-photo';
export {
  breadcrumbJsonLd,
  type Crumb,
  itemListJsonLd,
  type JsonLd,
  productJsonLd,
  serializeJsonLd,
  storeJsonLd,
} from './seo/json-ld';
export { listingMetadata } from './seo/listing-metadata';
export { openGraph } from './seo/open-graph';
export { pageLocale } from './seo/page-locale';
export {
  prerenderedInfoPageParams,
  prerenderedListingParams,
  prerenderedProductParams,
} from './seo/prerendered-params';
export { shareLinks } from './seo/share-links';
export { siteLink, siteUrl } from './seo/site';
export { googleFeed, metaFeed } from './feeds/cached-feeds';
export { feedResponse } from './feeds/feed-response';
export { countSitemaps, sitemapUrls } from './seo/sitemap-urls';
export { sitemapIndexXml, urlsetXml, xmlResponse } from './seo/sitemap-xml';
export { getSettings } from './settings/cached';
export { getShowroom } from './settings/cached-showroom';
export { oneLineAddress, telHref, whatsappHref } from './settings/defaults';
export { readSettings } from './settings/read-settings';
export { localizedShowroom } from './settings/showroom';
