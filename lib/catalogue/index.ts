export { mediaKeyOfUrl, mediaUrlOf } from './media/media-key';
export {
  type PhotoCrop,
  type PhotoFile,
  type ProcessedPhoto,
  processPhoto,
  processPhotoCrops,
} from './media/process-photo';
export { serveMedia } from './media/serve-media';
export { resolveMediaFile } from './media/storage';
export { mediaStorage } from './media/storage/configured';
export { linkLabelKey, navLabelKey } from './navigation/link-labels';
export { wishlistPath } from './navigation/paths';
export { categoryBreadcrumbs } from './products/breadcrumbs';
export { categoryTree } from './products/category-tree';
export { expireVariants, productChangeTags } from './products/change-tags';
export { getProduct } from './products/get-product';
export { listCategories } from './products/list-categories';
export { listProducts } from './products/list-products';
export { listingPath } from './products/listing-address';
export { countListing } from './products/listing-count';
export {
  emptyListingState,
  isFiltered,
  type ListingState,
  parseListingState,
  type RawSearchParams,
} from './products/listing-state';
export { listingHref } from './products/listing-url';
export { loadVariantWords } from './products/load-variant-words';
export { localized, localizedColumn, localizedName } from './products/localized-text';
export { getMenuFamilies } from './products/menu';
export { type MenuCategory } from './products/menu-types';
export { type OnSaleVariant, onSaleVariants } from './products/on-sale-variants';
export { pageNumbers } from './products/page-numbers';
export { productCrumbs } from './products/product-crumbs';
export { productFacets } from './products/product-facets';
export { readCategories } from './products/readers/categories';
export { readCategoryPage } from './products/readers/category-page';
export { publicCategoryTree, wholeCategoryTree } from './products/readers/category-tree';
export { publicFacets } from './products/readers/facets';
export { type ListingRequest, type ListingResult, readListing } from './products/readers/listing';
export { readOccasion } from './products/readers/occasion';
export { findProduct, publicProduct } from './products/readers/product';
export { publicProductList } from './products/readers/product-list';
export { readerTags } from './products/readers/reader-tags';
export { publicSummaries } from './products/readers/summaries';
export { searchPath, searchTextFromPath } from './products/search-query';
export { activeProductPaths, countActiveProducts, listingPaths } from './products/sitemap-data';
export { fabricAttributeSlug, type FeedProduct, feedProducts } from './products/feed/feed-products';
export { variantLink } from './products/variant-link';
export { recordMovements } from './products/stock-movements';
export {
  type SubCategoryOption,
  subCategoryOptions,
  type SubCategoryRoots,
} from './products/sub-categories';
export { summaryFields, toProductSummaries } from './products/summary-fields';
export {
  categoryChoice,
  type CategoryChoice,
  listAdminCategories,
} from './products/taxonomy-editing/categories/admin-categories';
export {
  type Category,
  type Crumb,
  type FacetCount,
  type Facets,
  type ProductDetail,
  type ProductImage,
  type ProductSummary,
  type ProductWithVariants,
  type StyleColour,
  type VariantLookup,
} from './products/types';
export { variantWord } from './products/variant-word';
export { getVariantWords } from './products/variant-words';
export { variantsByIds } from './products/variants-by-ids';
export { refuseInactiveToVisitors } from './products/visibility';
export {
  readerIdSchema,
  readerLocaleSchema,
  readerSlugSchema,
  sitemapIndexSchema,
} from './schemas/cached-readers';
export { listingCountQuerySchema } from './schemas/listing-count';
export {
  convert,
  isMeasurementKey,
  kindsOf,
  measurementKeys,
  measurementKinds,
  type MeasurementUnit,
  measurementUnits,
  rangeIn,
} from './schemas/measurement-kinds';
export { lockProductsOf } from './stock/lock-products';
export { type LowStockItem, lowStockList } from './stock/low-stock-list';
export { containing, matchingSearch, stockVariantFields } from './stock/stock-variant-fields';
export { requestStockAlertCode } from './stock-alerts/request-code';
export { subscribeToStock } from './stock-alerts/subscribe';
export { readStockAlert, stopStockAlert, type StopPage } from './stock-alerts/stop';
