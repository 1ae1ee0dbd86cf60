/**
 * The attribute whose values are the variants' sizes (variants.size_value_id): filtering by
 * one asks for a variant of that size in stock.
 */
export const sizeAttributeSlug = 'size';
