import type { ProductFieldName, VariantFieldName } from '../save/diff-product';

/**
 * The columns of a product CSV, one row per variant with its product's fields repeated
 * (a product without variants has one row with the variant cells empty). Categories, tags
 * and attribute values are named by slug, lists separated by commas; flags are yes or no.
 */
export const productColumns = [
  'product_sku',
  'name',
  'slug',
  'category',
  'status',
  'new_arrival',
  'featured',
  'tags',
  'attributes',
  'description',
  'care',
  'name_bn',
  'description_bn',
  'care_bn',
  'gender',
  'age_group',
  'material',
  'google_product_category',
] as const;

export const variantColumns = [
  'variant_sku',
  'size',
  'colour',
  'price',
  'stock',
  'low_stock_threshold',
] as const;

export const csvColumns = [...productColumns, ...variantColumns] as const;

export type ProductColumn = (typeof productColumns)[number];
export type VariantColumn = (typeof variantColumns)[number];
export type CsvColumn = (typeof csvColumns)[number];

/** The form field each product column fills. */
export const productFieldOf: Record<ProductColumn, ProductFieldName> = {
  product_sku: 'sku',
  name: 'name',
  slug: 'slug',
  category: 'categoryId',
  status: 'status',
  new_arrival: 'isNewArrival',
  featured: 'isFeatured',
  tags: 'tagIds',
  attributes: 'attributeValueIds',
  description: 'description',
  care: 'care',
  name_bn: 'nameBn',
  description_bn: 'descriptionBn',
  care_bn: 'careBn',
  gender: 'gender',
  age_group: 'ageGroup',
  material: 'material',
  google_product_category: 'googleCategory',
};

export const variantFieldOf: Record<VariantColumn, Exclude<VariantFieldName, 'position'>> = {
  variant_sku: 'sku',
  size: 'size',
  colour: 'colour',
  price: 'price',
  stock: 'stock',
  low_stock_threshold: 'lowStockThreshold',
};

const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  new Map(Object.entries(map).map(([column, field]) => [field as V, column as K]));

export const productColumnOf = invert(productFieldOf);
export const variantColumnOf = invert(variantFieldOf);

/** 'a, b,,c ' → ['a', 'b', 'c'] */
export const splitList = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const joinList = (items: string[]) => items.join(', ');

export const flagCell = (value: boolean) => (value ? 'yes' : 'no');
