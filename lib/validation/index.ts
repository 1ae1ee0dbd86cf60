export { districtsByDivision, divisions, isDistrictOf } from './bangladesh-regions';
export {
  blankToUndefined,
  type CategoryTreeQuery,
  categoryTreeQuerySchema,
  contentLocaleQuerySchema,
  type ListQuery,
  listQuerySchema,
  localisedIdListQuerySchema,
  localisedListQuerySchema,
  optional,
  productIdParamsSchema,
  type ProductOrdering,
  productOrderings,
  productSlugQuerySchema,
  wholeNumber,
} from './catalog';
export { nestFields } from './form-paths';
export {
  banglaText,
  flag,
  id,
  longText,
  numeric,
  price,
  requiredId,
  requiredText,
  whole,
} from './form-values';
export { localeSchema } from './locale';
export { msisdnOf, normalizePhone, phoneSchema } from './phone';
