export { mediaExtension, mediaKeyOfUrl, mediaUrlOf } from './media/media-key';
export { newOriginalKey, originalContentTypes } from './media/original-key';
export {
  photoNotFound,
  photoOriginalLost,
  photosChanged,
  photosRefused,
  photoUploadNotFound,
  printableFileName,
} from './media/photo-errors';
export {
  type CheckedPhoto,
  checkPhoto,
  type PhotoCrop,
  type PhotoFile,
  type ProcessedPhoto,
  processPhoto,
  processPhotoCrops,
} from './media/process-photo';
export { readPhotoForm } from './media/read-photo-form';
export { serveMedia } from './media/serve-media';
export { resolveMediaFile } from './media/storage';
export { mediaStorage } from './media/storage/configured';
export { type MediaStorage } from './media/storage/media-storage';
export { linkLabelKey, navLabelKey } from './navigation/link-labels';
export { wishlistPath } from './navigation/paths';
export { categoryTree } from './products/category-tree';
export { expireVariants, productChangeTags } from './products/change-tags';
export { type CsvColumn } from './products/editing/csv/columns';
export { csvDownload } from './products/editing/csv/csv-download';
export { type CellChange, type ImportProductChange } from './products/editing/csv/describe-change';
export { exportProductsCsv } from './products/editing/csv/export-products-csv';
export { importProductsCsv, type ImportReport } from './products/editing/csv/import-products-csv';
export { readImportBody } from './products/editing/csv/read-import-body';
export { getProductForEdit } from './products/editing/form/get-product-for-edit';
export { nestFormFields } from './products/editing/form/nest-form-fields';
export {
  type CategoryOption,
  productFormOptions,
  type ProductFormOptions,
} from './products/editing/form/product-form-options';
export {
  type AdminProductRow,
  listAdminProducts,
} from './products/editing/list/list-admin-products';
export { createProduct, updateProduct } from './products/editing/save/edit-product';
export { CatalogNotFoundError } from './products/errors';
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
export { type MenuCategory } from './products/menu-types';
export { getMenuFamilies } from './products/menu';
export { type OnSaleVariant, onSaleVariants } from './products/on-sale-variants';
export { pageNumbers } from './products/page-numbers';
export { addProductPhotos } from './products/photos/add-product-photos';
export { deleteProductPhoto } from './products/photos/delete-product-photo';
export { listProductPhotos } from './products/photos/list-product-photos';
export { type PhotoUpload, type ProductPhotosState } from './products/photos/photo-upload-rows';
export { type ProductPhoto } from './products/photos/product-photo-rows';
export { removePhotoUpload } from './products/photos/remove-photo-upload';
export { reorderProductPhotos } from './products/photos/reorder-product-photos';
export { setPhotoAlt } from './products/photos/set-photo-alt';
export { productCrumbs } from './products/product-crumbs';
export { productFacets } from './products/product-facets';
export { readCategories } from './products/readers/categories';
export { readCategoryPage } from './products/readers/category-page';
export { publicCategoryTree, wholeCategoryTree } from './products/readers/category-tree';
export { publicFacets } from './products/readers/facets';
export { type ListingRequest, type ListingResult, readListing } from './products/readers/listing';
export { readOccasion } from './products/readers/occasion';
export { publicProductList } from './products/readers/product-list';
export { findProduct, publicProduct } from './products/readers/product';
export { readerTags } from './products/readers/reader-tags';
export { publicSummaries } from './products/readers/summaries';
export { searchPath, searchTextFromPath } from './products/search-query';
export { activeProductPaths, countActiveProducts, listingPaths } from './products/sitemap-data';
export { recordMovements } from './products/stock-movements';
export {
  type SubCategoryOption,
  subCategoryOptions,
  type SubCategoryRoots,
} from './products/sub-categories';
export { summaryFields, toProductSummaries } from './products/summary-fields';
export {
  type AdminAttributeValue,
  listAdminAttributes,
} from './products/taxonomy-editing/attributes/admin-attributes';
export { createAttributeValue } from './products/taxonomy-editing/attributes/create-attribute-value';
export { deleteAttributeValue } from './products/taxonomy-editing/attributes/delete-attribute-value';
export { moveAttributeValue } from './products/taxonomy-editing/attributes/move-attribute-value';
export { renameAttribute } from './products/taxonomy-editing/attributes/rename-attribute';
export { updateAttributeValue } from './products/taxonomy-editing/attributes/update-attribute-value';
export {
  type AdminCategory,
  categoryChoice,
  type CategoryChoice,
  findAdminCategory,
  listAdminCategories,
} from './products/taxonomy-editing/categories/admin-categories';
export { maxCategoryLevels } from './products/taxonomy-editing/categories/category-rules';
export { createCategory } from './products/taxonomy-editing/categories/create-category';
export { deleteCategory } from './products/taxonomy-editing/categories/delete-category';
export { moveCategoryStep } from './products/taxonomy-editing/categories/move-category-step';
export { setCategoryVisibility } from './products/taxonomy-editing/categories/set-category-visibility';
export { updateCategory } from './products/taxonomy-editing/categories/update-category';
export {
  type AdminOccasion,
  findAdminOccasion,
  listAdminOccasions,
} from './products/taxonomy-editing/occasions/admin-occasions';
export { createOccasion } from './products/taxonomy-editing/occasions/create-occasion';
export { deleteOccasion } from './products/taxonomy-editing/occasions/delete-occasion';
export { moveOccasion } from './products/taxonomy-editing/occasions/move-occasion';
export { updateOccasion } from './products/taxonomy-editing/occasions/update-occasion';
export { type AdminTag, listAdminTags } from './products/taxonomy-editing/tags/admin-tags';
export { createTag } from './products/taxonomy-editing/tags/create-tag';
export { deleteTag } from './products/taxonomy-editing/tags/delete-tag';
export { renameTag } from './products/taxonomy-editing/tags/rename-tag';
export { lossMessage } from './products/taxonomy-editing/taxonomy-errors';
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
export { adjustStock, type AppliedAdjustment } from './stock/adjust-stock';
export { findStockVariants } from './stock/find-stock-variants';
export {
  type StockHistoryPage,
  type StockMovementView,
  variantStockHistory,
} from './stock/history';
export { lockProductsOf } from './stock/lock-products';
export { type LowStockItem, lowStockList } from './stock/low-stock-list';
export { setLowStockThreshold } from './stock/low-stock-threshold';
export {
  containing,
  matchingSearch,
  type StockVariant,
  stockVariantFields,
} from './stock/stock-variant-fields';
export { stockVariant, variantIdBySku } from './stock/stock-variant';
