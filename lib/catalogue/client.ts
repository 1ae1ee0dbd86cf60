export { caseCorrectedPath } from './navigation/case-corrected-path';
export { localeCookie, otherLocale, switchHref } from './navigation/language-switch';
export { linkLabelKey } from './navigation/link-labels';
export { wishlistPath } from './navigation/paths';
export { type PhoneMenuLink, phoneMenuLinks } from './navigation/phone-menu-links';
export { fetchByIds } from './products/fetch-by-ids';
export { isFilterPage, listingPath, misplacedListingTarget } from './products/listing-address';
export { searchFromForm } from './products/listing-url';
export {
  chosenVariant,
  initialChoice,
  optionStock,
  optionValues,
  type Variant,
  type VariantChoice,
} from './products/variant-choice';
export { openingChoice, requestedChoice } from './products/variant-link';
export {
  noVariantWords,
  type VariantOption,
  variantWord,
  type VariantWords,
} from './products/variant-word';
export {
  convert,
  inMeasurementOrder,
  isMeasurementKey,
  kindsOf,
  type MeasurementKey,
  measurementKeys,
  measurementKinds,
  type MeasurementUnit,
  measurementUnits,
  rangeIn,
} from './schemas/measurement-kinds';
export { leadTimeWeeks } from './schemas/lead-time';
export {
  stockAlertBodySchema,
  stockAlertCodeBodySchema,
  stopTokenSchema,
} from './stock-alerts/schemas';
export {
  type ProductAgeGroup,
  productAgeGroups,
  type ProductGender,
  productGenders,
} from './products/values';
