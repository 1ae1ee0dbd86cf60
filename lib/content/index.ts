export { type AskLink, askLinks } from './contact/ask-links';
export { getHomeContent } from './home/home-content';
export { type OccasionCover } from './home/occasion-covers';
export { listTemplates } from './message-templates/list-templates';
export { resetTemplate } from './message-templates/reset-template';
export { saveTemplate } from './message-templates/save-template';
export { templateKeySchema, templateSaveSchema } from './message-templates/schemas';
export { type TemplateView } from './message-templates/types';
export { getLiveBannerSlides } from './pages/banner/cached';
export { createSlide, deleteSlide, moveSlide, updateSlide } from './pages/banner/edit-slides';
export { removeSlidePhoto, type SlidePhotos, uploadSlidePhoto } from './pages/banner/slide-photo';
export {
  type BannerSlideRow,
  isLive,
  listBannerSlides,
  type LiveSlide,
} from './pages/banner/slides';
export { getCachedInfoPage } from './pages/cached';
export {
  getInfoPageSource,
  listInfoPagesForEditing,
  listInfoPageSlugs,
} from './pages/get-info-page';
export { renderMarkdown } from './pages/markdown';
export { saveInfoPage } from './pages/save-info-page';
export { sizeGuideForCategory } from './pages/size-guides/cached';
export { deleteSizeGuide, saveSizeGuide } from './pages/size-guides/edit';
export {
  getSizeGuideSource,
  listSizeGuideCategories,
  type SizeGuide,
  type SizeGuideListing,
} from './pages/size-guides/read';
export { cardPhoto } from './seo/card-photo';
export { cardText, productCardImage } from './seo/card';
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
export { countSitemaps, sitemapUrls } from './seo/sitemap-urls';
export { sitemapIndexXml, urlsetXml, xmlResponse } from './seo/sitemap-xml';
export { getShowroom } from './settings/cached-showroom';
export { getSettings } from './settings/cached';
export { oneLineAddress, telHref, whatsappHref } from './settings/defaults';
export { currentSettings, readSettings } from './settings/read-settings';
export { saveSettings } from './settings/save-settings';
export { localizedShowroom } from './settings/showroom';
