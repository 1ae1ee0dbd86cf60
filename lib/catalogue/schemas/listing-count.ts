import { z } from 'zod';
import { listQuerySchema } from '@/lib/validation';

const fields = listQuerySchema.shape;
const slug = z.string().trim().min(1, { error: 'must not be empty' }).max(200);

/**
 * The query of GET /api/v1/product/count: a storefront listing's own scope (an occasion,
 * a category or a search text) and the filters of /product/all that narrow it.
 */
export const listingCountQuerySchema = z
  .object({
    occasion: slug.optional(),
    category: slug.optional(),
    keyward: slug.optional(),
    parentCategory: fields.parentCategory,
    attribute: fields.attribute,
    tagslug: fields.tagslug,
    lowrange: fields.lowrange,
    heighrange: fields.heighrange,
  })
  .refine(({ occasion, category }) => occasion === undefined || category === undefined, {
    path: ['category'],
    error: 'give an occasion or a category, not both',
  });

export type ListingCountQuery = z.output<typeof listingCountQuerySchema>;
