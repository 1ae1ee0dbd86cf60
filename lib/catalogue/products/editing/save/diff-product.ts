import type { ProductInput, VariantInput } from '@/lib/catalogue/schemas/product-editor';
import type { ProductState, VariantState } from '../state/product-state';

export const productFieldNames = [
  'name',
  'nameBn',
  'sku',
  'slug',
  'description',
  'descriptionBn',
  'care',
  'careBn',
  'categoryId',
  'status',
  'isNewArrival',
  'isFeatured',
  'madeToMeasure',
  'leadTimeDays',
  'attributeValueIds',
  'tagIds',
  'styleCode',
  'gender',
  'ageGroup',
  'material',
  'googleCategory',
] as const;
export type ProductFieldName = (typeof productFieldNames)[number];

export type VariantFieldName =
  'sku' | 'size' | 'colour' | 'price' | 'stock' | 'lowStockThreshold' | 'position';

export type VariantUpdate = {
  before: VariantState;
  after: VariantInput;
  position: number;
  fields: VariantFieldName[];
};

export type ProductDiff = {
  fields: ProductFieldName[];
  created: { input: VariantInput; position: number }[];
  updated: VariantUpdate[];
  removed: VariantState[];
};

/** Fields an input may leave out (a CSV without their column): absent keeps the value. */
const keptWhenAbsent = new Set<ProductFieldName>([
  'slug',
  'nameBn',
  'descriptionBn',
  'careBn',
  'gender',
  'ageGroup',
  'material',
  'googleCategory',
]);

const sameList = (a: number[], b: number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function changedFields(before: ProductState, input: ProductInput): ProductFieldName[] {
  return productFieldNames.filter((field) => {
    const next = input[field];
    const current = before[field];
    if (next === undefined && keptWhenAbsent.has(field)) return false;
    if (Array.isArray(next) && Array.isArray(current)) return !sameList(next, current);
    return next !== current;
  });
}

function variantFields(
  before: VariantState,
  after: VariantInput,
  position: number,
): VariantFieldName[] {
  const fields: VariantFieldName[] = [];
  for (const field of ['sku', 'size', 'colour', 'price', 'stock'] as const) {
    if (before[field] !== after[field]) fields.push(field);
  }
  if (
    after.lowStockThreshold !== undefined &&
    after.lowStockThreshold !== before.lowStockThreshold
  ) {
    fields.push('lowStockThreshold');
  }
  if (before.position !== position) fields.push('position');
  return fields;
}

/**
 * What a save changes: the product's own fields, and its variants added, changed (matched
 * by id) and removed (kept ones the input no longer lists). A new product (no `before`) has
 * every field and variant new. Variant ids the product does not own are refused before this.
 */
export function diffProduct(before: ProductState | null, input: ProductInput): ProductDiff {
  const positions = input.variants.map((variant, position) => ({ variant, position }));
  if (!before) {
    return {
      fields: [...productFieldNames],
      created: positions.map(({ variant, position }) => ({ input: variant, position })),
      updated: [],
      removed: [],
    };
  }
  const current = new Map(before.variants.map((variant) => [variant.id, variant]));
  const kept = new Set(input.variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
  const updated: VariantUpdate[] = [];
  for (const { variant, position } of positions) {
    const old = variant.id === undefined ? undefined : current.get(variant.id);
    if (!old) continue;
    const fields = variantFields(old, variant, position);
    if (fields.length > 0) updated.push({ before: old, after: variant, position, fields });
  }
  return {
    fields: changedFields(before, input),
    created: positions
      .filter(({ variant }) => variant.id === undefined)
      .map(({ variant, position }) => ({ input: variant, position })),
    updated,
    removed: before.variants.filter((variant) => !kept.has(variant.id)),
  };
}

export const changesNothing = (diff: ProductDiff) =>
  diff.fields.length + diff.created.length + diff.updated.length + diff.removed.length === 0;
