/**
 * The attribute whose values are the variants' sizes (a value's name is a variant's
 * `size`, as "M" or "Free Size"): filtering by one asks for that size in stock.
 */
export const sizeAttributeSlug = 'size';
