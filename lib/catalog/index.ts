export { categoryTree } from './category-tree';
export { expireVariants, productChangeTags } from './change-tags';
export type { CsvColumn } from './editing/csv/columns';
export { csvDownload } from './editing/csv/csv-download';
export type { CellChange, ImportProductChange } from './editing/csv/describe-change';
export { exportProductsCsv } from './editing/csv/export-products-csv';
export { importProductsCsv, type ImportReport } from './editing/csv/import-products-csv';
export { readImportBody } from './editing/csv/read-import-body';
export { getProductForEdit } from './editing/form/get-product-for-edit';
export { nestFormFields } from './editing/form/nest-form-fields';
export {
  productFormOptions,
  type CategoryOption,
  type ProductFormOptions,
} from './editing/form/product-form-options';
export { listAdminProducts, type AdminProductRow } from './editing/list/list-admin-products';
export { createProduct, updateProduct } from './editing/save/edit-product';
export { CatalogNotFoundError } from './errors';
export { getProduct } from './get-product';
export { listCategories } from './list-categories';
export { listProducts } from './list-products';
export { listingPath } from './listing-address';
export { countListing } from './listing-count';
export {
  emptyListingState,
  isFiltered,
  parseListingState,
  type ListingState,
  type RawSearchParams,
} from './listing-state';
export { listingHref } from './listing-url';
export { loadVariantWords } from './load-variant-words';
export { localized, localizedColumn, localizedName } from './localized-text';
export type { MenuCategory } from './menu-types';
export { getMenuFamilies } from './menu';
export { onSaleVariants, type OnSaleVariant } from './on-sale-variants';
export { pageNumbers } from './page-numbers';
export { addProductPhotos } from './photos/add-product-photos';
export { deleteProductPhoto } from './photos/delete-product-photo';
export { listProductPhotos } from './photos/list-product-photos';
export type { PhotoUpload, ProductPhotosState } from './photos/photo-upload-rows';
export type { ProductPhoto } from './photos/product-photo-rows';
export { removePhotoUpload } from './photos/remove-photo-upload';
export { reorderProductPhotos } from './photos/reorder-product-photos';
export { setPhotoAlt } from './photos/set-photo-alt';
export { productCrumbs } from './product-crumbs';
export { productFacets } from './product-facets';
export { readCategories } from './readers/categories';
export { readCategoryPage } from './readers/category-page';
export { publicCategoryTree, wholeCategoryTree } from './readers/category-tree';
export { publicFacets } from './readers/facets';
export { readListing, type ListingRequest, type ListingResult } from './readers/listing';
export { readOccasion } from './readers/occasion';
export { publicProductList } from './readers/product-list';
export { findProduct, publicProduct } from './readers/product';
export { readerTags } from './readers/reader-tags';
export { publicSummaries } from './readers/summaries';
export { searchPath, searchTextFromPath } from './search-query';
export { activeProductPaths, countActiveProducts, listingPaths } from './sitemap-data';
export { recordMovements } from './stock-movements';
export {
  subCategoryOptions,
  type SubCategoryOption,
  type SubCategoryRoots,
} from './sub-categories';
export { summaryFields, toProductSummaries } from './summary-fields';
export {
  listAdminAttributes,
  type AdminAttributeValue,
} from './taxonomy-editing/attributes/admin-attributes';
export { createAttributeValue } from './taxonomy-editing/attributes/create-attribute-value';
export { deleteAttributeValue } from './taxonomy-editing/attributes/delete-attribute-value';
export { moveAttributeValue } from './taxonomy-editing/attributes/move-attribute-value';
export { renameAttribute } from './taxonomy-editing/attributes/rename-attribute';
export { updateAttributeValue } from './taxonomy-editing/attributes/update-attribute-value';
export {
  categoryChoice,
  findAdminCategory,
  listAdminCategories,
  type AdminCategory,
  type CategoryChoice,
} from './taxonomy-editing/categories/admin-categories';
export { maxCategoryLevels } from './taxonomy-editing/categories/category-rules';
export { createCategory } from './taxonomy-editing/categories/create-category';
export { deleteCategory } from './taxonomy-editing/categories/delete-category';
export { moveCategoryStep } from './taxonomy-editing/categories/move-category-step';
export { setCategoryVisibility } from './taxonomy-editing/categories/set-category-visibility';
export { updateCategory } from './taxonomy-editing/categories/update-category';
export {
  findAdminOccasion,
  listAdminOccasions,
  type AdminOccasion,
} from './taxonomy-editing/occasions/admin-occasions';
export { createOccasion } from './taxonomy-editing/occasions/create-occasion';
export { deleteOccasion } from './taxonomy-editing/occasions/delete-occasion';
export { moveOccasion } from './taxonomy-editing/occasions/move-occasion';
export { updateOccasion } from './taxonomy-editing/occasions/update-occasion';
export { listAdminTags, type AdminTag } from './taxonomy-editing/tags/admin-tags';
export { createTag } from './taxonomy-editing/tags/create-tag';
export { deleteTag } from './taxonomy-editing/tags/delete-tag';
export { renameTag } from './taxonomy-editing/tags/rename-tag';
export { lossMessage } from './taxonomy-editing/taxonomy-errors';
export type {
  Category,
  Crumb,
  FacetCount,
  Facets,
  ProductDetail,
  ProductImage,
  ProductSummary,
  ProductWithVariants,
  StyleColour,
  VariantLookup,
} from './types';
export { variantWord } from './variant-word';
export { getVariantWords } from './variant-words';
export { variantsByIds } from './variants-by-ids';
export { refuseInactiveToVisitors } from './visibility';
