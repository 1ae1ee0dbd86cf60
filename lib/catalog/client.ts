export { fetchByIds } from './fetch-by-ids';
export { isFilterPage, listingPath, misplacedListingTarget } from './listing-address';
export { searchFromForm } from './listing-url';
export {
  chosenVariant,
  initialChoice,
  optionStock,
  optionValues,
  type Variant,
  type VariantChoice,
} from './variant-choice';
export { noVariantWords, variantWord, type VariantOption, type VariantWords } from './variant-word';
