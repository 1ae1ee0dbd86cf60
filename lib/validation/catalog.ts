import { z } from 'zod';
import { catalogue, clientLimits } from '@/lib/config';
import { localeSchema } from './locale';

/** Empty values (`attribute=`, `page=`) mean "not given", as the contract says. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

export function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
}

const amountMessage = 'must be an amount in BDT, such as 5000 or 5000.50';
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: amountMessage })
  .transform(Number);

/** `a,b,,c` → ['a', 'b', 'c'], without repeats. */
const commaList = (message: string, pattern = /^[^,]+$/, most = 50) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .max(most, { error: message })
        .refine((items) => items.every((item) => pattern.test(item)), { error: message }),
    );

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1');

export const productOrderings = ['-created_at', 'price', '-price', 'name'] as const;

/** The query of GET /api/v1/product/all and /shopfilters (docs/api-reference.md, Catalogue). */
export const listQuerySchema = z
  .object({
    is_active: optional(booleanText).transform((value) => value ?? true),
    page: optional(
      wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be a whole number of at least 1'),
    ).transform((value) => value ?? catalogue.firstPage),
    page_size: optional(
      wholeNumber(
        1,
        catalogue.maxPageSize,
        `must be a whole number from 1 to ${catalogue.maxPageSize}`,
      ),
    ).transform((value) => value ?? catalogue.pageSize),
    keyward: optional(z.string()),
    parentCategory: optional(z.string().trim()),
    attribute: optional(commaList('must be at most 50 attribute-value slugs separated by commas')),
    tag: optional(
      commaList('must be tag ids separated by commas, such as 3,7', /^\d{1,9}$/),
    ).transform((ids) => ids?.map(Number)),
    tagslug: optional(commaList('must be at most 50 tag slugs separated by commas')),
    lowrange: optional(amount),
    heighrange: optional(amount),
    ordering: optional(
      z.enum(productOrderings, { error: `must be one of ${productOrderings.join(', ')}` }),
    ),
  })
  .refine(
    ({ lowrange, heighrange }) =>
      lowrange === undefined || heighrange === undefined || lowrange <= heighrange,
    { path: ['lowrange'], error: 'must not be more than heighrange' },
  );

export type ListQuery = z.output<typeof listQuerySchema>;
export type ProductOrdering = (typeof productOrderings)[number];

const requiredText = z.preprocess(
  blankToUndefined,
  z.string({ error: 'is required' }).trim().max(200, { error: 'is too long' }),
);

/** GET /api/v1/product/shopitems/?slug= */
/** GET /api/v1/product/shopitems: the slug, and the language of the names (as for the list). */
export const productSlugQuerySchema = z.object({
  slug: requiredText,
  locale: z.preprocess(blankToUndefined, localeSchema),
});

/** GET /api/v1/product/shopitemsbyid/{id} */
export const productIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a product id (a whole number)' })
    .transform(Number),
});

/** GET /api/v1/product/shopcategory/?slug= (the whole tree without it) */
export const categoryTreeQuerySchema = z.object({ slug: optional(z.string().trim()) });

export type CategoryTreeQuery = z.output<typeof categoryTreeQuerySchema>;

const idsMessage = `must be 1 to ${clientLimits.lookupIds} ids (whole numbers from 1) separated by commas, such as 3,7`;

/** GET /api/v1/product/variants?ids= (variant ids) and /summaries?ids= (product ids). */
export const idListQuerySchema = z.object({
  ids: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'is required' })
      .pipe(commaList(idsMessage, /^[1-9]\d{0,8}$/, clientLimits.lookupIds))
      .refine((ids) => ids.length > 0, { error: idsMessage })
      .transform((ids) => ids.map(Number)),
  ),
});

/**
 * `locale=en|bn` (default en): the language of the names a storefront lookup answers
 * (docs/api-reference.md, Catalogue); each language is cached apart.
 */
export const contentLocaleQuerySchema = z.object({
  locale: z.preprocess(blankToUndefined, localeSchema),
});

/** GET /api/v1/product/all: the list's query and the language of its names. */
export const localisedListQuerySchema = listQuerySchema.and(contentLocaleQuerySchema);

/** GET /api/v1/product/variants and /summaries: the ids and the language of their names. */
export const localisedIdListQuerySchema = idListQuerySchema.and(contentLocaleQuerySchema);
