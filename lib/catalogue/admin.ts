export { readPhotoForm } from './media/read-photo-form';
export { csvColumns } from './products/editing/csv/columns';
export { csvDownload } from './products/editing/csv/csv-download';
export { type CellChange, type ImportProductChange } from './products/editing/csv/describe-change';
export { exportProductsCsv } from './products/editing/csv/export-products-csv';
export { importProductsCsv, type ImportReport } from './products/editing/csv/import-products-csv';
export { readImportBody } from './products/editing/csv/read-import-body';
export { getProductForEdit } from './products/editing/form/get-product-for-edit';
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
export { addProductPhotos } from './products/photos/add-product-photos';
export { deleteProductPhoto } from './products/photos/delete-product-photo';
export { listProductPhotos } from './products/photos/list-product-photos';
export { type PhotoUpload, type ProductPhotosState } from './products/photos/photo-upload-rows';
export { type ProductPhoto } from './products/photos/product-photo-rows';
export { removePhotoUpload } from './products/photos/remove-photo-upload';
export { reorderProductPhotos } from './products/photos/reorder-product-photos';
export { setPhotoAlt } from './products/photos/set-photo-alt';
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
  findAdminCategory,
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
  photoAltBodySchema,
  photoUploadParamsSchema,
  productExportQuerySchema,
  productImportFormSchema,
  productImportQuerySchema,
  productPhotoParamsSchema,
  productPhotosParamsSchema,
  reorderPhotosBodySchema,
} from './schemas/admin-product-api';
export { inMeasurementOrder } from './schemas/measurement-kinds';
export {
  createOccasionSchema,
  deleteOccasionSchema,
  moveOccasionSchema,
  updateOccasionSchema,
} from './schemas/occasions';
export {
  adminProductPageSize,
  type AdminProductQuery,
  adminProductQuerySchema,
  type AdminProductSort,
  adminProductSorts,
  type ProductInput,
  productInputSchema,
  productStatuses,
  productUpdateSchema,
  type StockState,
  stockStates,
} from './schemas/product-editor';
export { choosePhotoFile } from './schemas/product-photos';
export {
  type AdjustmentReason,
  lowStockQuerySchema,
  lowStockThresholdSchema,
  stockAdjustmentFormSchema,
} from './schemas/stock';
export {
  categoryVisibilitySchema,
  createAttributeValueSchema,
  createCategorySchema,
  createTagSchema,
  deleteAttributeValueSchema,
  deleteCategorySchema,
  deleteTagSchema,
  moveAttributeValueSchema,
  moveCategoryStepSchema,
  renameAttributeSchema,
  renameTagSchema,
  updateAttributeValueSchema,
  updateCategorySchema,
} from './schemas/taxonomy';
export { adjustStock, type AppliedAdjustment } from './stock/adjust-stock';
export { findStockVariants } from './stock/find-stock-variants';
export {
  type StockHistoryPage,
  type StockMovementView,
  variantStockHistory,
} from './stock/history';
export { setLowStockThreshold } from './stock/low-stock-threshold';
export { stockVariant, variantIdBySku } from './stock/stock-variant';
export { type StockVariant } from './stock/stock-variant-fields';
export { mostWantedSoldOut, type WantedPiece } from './stock-alerts/most-wanted';
