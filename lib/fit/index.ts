export {
  readCategoryMeasurementFields,
  saveCategoryMeasurementFields,
} from './category-measurements';
export { orderMeasurements } from './order-measurements';
export { sizeGuideFor } from './product-size-guide';
export {
  keepOrderMeasurements,
  readProfileMeasurements,
  saveProfileMeasurements,
} from './profile-measurements';
