import { z } from 'zod';
import { catalogue, stockRules } from '@/lib/config';
import type { ProductStatus } from '@/lib/db/schema';
import { productAgeGroups, productGenders } from '@/lib/catalogue/products/values';
import {
  blankToUndefined,
  optional,
  wholeNumber,
  banglaText,
  flag,
  id,
  longText,
  numeric,
  price,
  requiredId,
  requiredText,
  whole,
} from '@/lib/validation';

/** The staff's product list and product form (issue 23, item 2); the CSV import parses rows with these too. */

export const productStatuses = [
  'draft',
  'published',
  'archived',
] as const satisfies readonly ProductStatus[];

/** A product's stock, as its row in the staff list shows it: every variant out, some low, or fine. */
export const stockStates = ['in_stock', 'low', 'out'] as const;
export type StockState = (typeof stockStates)[number];

export const adminProductSorts = [
  '-updated',
  'updated',
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

export const adminProductPageSize = 25;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

/** The staff's product list: every value a string, so that the filters live in the URL. */
export const adminProductQuerySchema = z.object({
  /** Words of the name, or a product's or variant's SKU (case-insensitive). */
  q: optional(z.string().trim().max(100, { error: 'must be at most 100 characters' })),
  /** A category's slug or id: the category and everything beneath it. */
  category: optional(z.string().trim().max(200, { error: 'must be at most 200 characters' })),
  status: oneOf(productStatuses),
  stock: oneOf(stockStates),
  sort: oneOf(adminProductSorts).transform((value) => value ?? '-updated'),
  page: optional(
    wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be a whole number of at least 1'),
  ).transform((value) => value ?? 1),
  page_size: optional(
    wholeNumber(
      1,
      catalogue.maxPageSize,
      `must be a whole number from 1 to ${catalogue.maxPageSize}`,
    ),
  ).transform((value) => value ?? adminProductPageSize),
});

export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

export const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const sku = requiredText(64).pipe(
  z.string().regex(skuPattern, {
    error: 'may hold letters, digits, dots, dashes, slashes and underscores, without spaces',
  }),
);

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'must be text' })
    .trim()
    .max(200, { error: 'must be at most 200 characters' })
    .regex(slugPattern, {
      error: 'may hold lower-case letters and digits in words joined by dashes',
    })
    .optional(),
);

export const styleCodePattern = /^[A-Z0-9][A-Z0-9._/-]*$/;
/**
 * The style group (docs/decisions.md 21): pieces with the same code are one style in other
 * colours. Upper case, so 'ls-101' and 'LS-101' are one group; blank (or absent) for none.
 */
export const styleCode = z.preprocess(
  (value) => blankToUndefined(value) ?? null,
  z
    .string({ error: 'must be text' })
    .trim()
    .toUpperCase()
    .max(40, { error: 'must be at most 40 characters' })
    .regex(styleCodePattern, {
      error: 'may hold letters, digits, dots, dashes, slashes and underscores, without spaces',
    })
    .nullable(),
);

/** Ids chosen in the form, in a stable order without repeats. */
const idSet = (most: number) =>
  z
    .array(id, { error: 'must be a list of ids' })
    .max(most, { error: `must be at most ${most}` })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const variantInputSchema = z.object({
  /** Absent for a new variant; a kept or changed one names its id. */
  id: z.preprocess(blankToUndefined, id.optional()),
  sku,
  size: requiredText(40),
  colour: requiredText(40),
  price,
  stock: whole(
    0,
    stockRules.maxQuantity,
    `must be a whole number from 0 to ${stockRules.maxQuantity}`,
  ),
  /**
   * The stock the form showed when it was opened. Orders change stock without a new
   * version: a stock left as shown keeps what the variant has now, and one changed from a
   * number that is no longer true is refused rather than overwriting the sale.
   */
  stockWas: z.preprocess(
    blankToUndefined,
    whole(
      0,
      stockRules.maxQuantity,
      `must be a whole number from 0 to ${stockRules.maxQuantity}`,
    ).optional(),
  ),
  /** null: the store's default; absent: left as it is (a new variant: the default). */
  lowStockThreshold: z.preprocess(
    (value) => (value === '' ? null : numeric(value)),
    whole(
      0,
      stockRules.maxQuantity,
      `must be a whole number from 0 to ${stockRules.maxQuantity}, or empty for the default`,
    )
      .nullable()
      .optional(),
  ),
});

export type VariantInput = z.output<typeof variantInputSchema>;

const blankToNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** What the feeds say of a product: blank clears it (null: not said), absent leaves it. */
const feedChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess(
      blankToNull,
      z.enum(values, { error: `must be one of ${values.join(', ')}, or empty` }).nullable(),
    )
    .optional();

const feedText = (text: z.ZodString) => z.preprocess(blankToNull, text.nullable()).optional();

const trimmedText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

export const googleCategoryPattern = /^(\d{1,7}|[^<>\n]+( > [^<>\n]+)*)$/;

const productFields = {
  name: requiredText(200),
  /** The Bangla name and description (null: English on Bangla pages; absent: unchanged). */
  nameBn: banglaText(200),
  descriptionBn: banglaText(10_000),
  /** The product's own SKU: the one the storefront shows beside its name. */
  sku,
  /** Absent: made from the name for a new product, kept for an existing one. */
  slug,
  description: longText(10_000),
  care: longText(2_000),
  /** The Bangla care instructions (null: English on Bangla pages; absent: unchanged). */
  careBn: banglaText(2_000),
  categoryId: requiredId,
  status: z
    .preprocess(
      blankToUndefined,
      z.enum(productStatuses, { error: `must be one of ${productStatuses.join(', ')}` }).optional(),
    )
    .transform((value) => value ?? 'draft'),
  isNewArrival: flag,
  isFeatured: flag,
  /** Sewn to the shopper's measurements; the lead time is about how many days that takes. */
  madeToMeasure: flag,
  leadTimeDays: z
    .preprocess(
      (value) => (blankToUndefined(value) === undefined ? null : value),
      whole(1, 365, 'must be a whole number of days from 1 to 365, or empty').nullable(),
    )
    .default(null),
  attributeValueIds: idSet(200),
  tagIds: idSet(50),
  styleCode,
  gender: feedChoice(productGenders),
  ageGroup: feedChoice(productAgeGroups),
  /** The fabric, as the feeds say it ("Raw silk / Net"); null: the product's Fabric values. */
  material: feedText(trimmedText(200)),
  googleCategory: feedText(
    trimmedText(250).regex(googleCategoryPattern, {
      error:
        'must be a Google category id such as 1604, or its path such as Apparel & Accessories > Clothing',
    }),
  ),
  variants: z
    .array(variantInputSchema, { error: 'must be a list of variants' })
    .max(200, { error: 'must be at most 200' })
    .default([]),
};

const key = (text: string) => text.trim().toLowerCase();

/** Two variants of one product never share a SKU, an id, or a size and colour. */
function noRepeatedVariants(variants: VariantInput[], context: z.RefinementCtx): void {
  const seen = {
    sku: new Map<string, number>(),
    id: new Map<number, number>(),
    pair: new Map<string, number>(),
  };
  variants.forEach((variant, index) => {
    const repeat = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: ['variants', index, field], message });
    const bySku = seen.sku.get(key(variant.sku));
    if (bySku !== undefined) repeat('sku', `is the SKU of variant ${bySku + 1} too`);
    else seen.sku.set(key(variant.sku), index);
    if (variant.id !== undefined) {
      if (seen.id.has(variant.id)) repeat('id', 'names the same variant twice');
      else seen.id.set(variant.id, index);
    }
    const pair = `${key(variant.size)}\u0000${key(variant.colour)}`;
    const byPair = seen.pair.get(pair);
    if (byPair !== undefined)
      repeat('size', `this size and colour are variant ${byPair + 1} already`);
    else seen.pair.set(pair, index);
  });
}

/** A new product, as the form (or a CSV row group) gives it. */
export const productInputSchema = z
  .object(productFields)
  .superRefine((product, context) => noRepeatedVariants(product.variants, context));

/** A save of an existing product: its fields and the version the form was opened at. */
export const productUpdateSchema = z
  .object({ ...productFields, version: whole(1, 2_147_483_647, 'must be a version number') })
  .superRefine((product, context) => noRepeatedVariants(product.variants, context));

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** Publish, unpublish (back to draft) or archive, from the version the staff saw. */
export const productStatusChangeSchema = z.object({
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(', ')}` }),
  version: whole(1, 2_147_483_647, 'must be a version number'),
});

export type ProductStatusChange = z.output<typeof productStatusChangeSchema>;
