/**
 * What shopping feeds and search engines are told about a product beside its own words
 * (client-safe): Google Merchant Center's and Meta's `gender` and `age_group` values.
 */
export const productGenders = ['female', 'male', 'unisex'] as const;
export type ProductGender = (typeof productGenders)[number];

export const productAgeGroups = ['newborn', 'infant', 'toddler', 'kids', 'adult'] as const;
export type ProductAgeGroup = (typeof productAgeGroups)[number];
