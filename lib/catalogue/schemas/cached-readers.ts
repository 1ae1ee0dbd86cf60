import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { catalogue, clientLimits } from '@/lib/config';
import { productOrderings } from '@/lib/validation';

// The arguments of the `'use cache'` readers, checked again inside each one. Next registers
// every cached function as a server reference, which anyone holding the build's id can call
// with arguments of their own choosing, bypassing the route's parsing (SECURITY.md, "Cached
// readers"). These accept only what the routes' own schemas produce: real booleans and
// whole numbers within the contract's bounds, never text that merely looks like them.

const id = z.number().int().min(1).max(999_999_999);
const slug = z.string().trim().min(1).max(200);
const slugs = z.array(slug).max(50);
const amount = z.number().finite().min(0).max(9_999_999_999.99);
// Node takes at most 16 KiB of request line and headers, so no search a route passes on
// comes near this; it bounds what a direct call may make the reader hold.
const requestText = 32_768;

export const readerLocaleSchema = z.enum(routing.locales);

/**
 * A public listing's query: active products only (who may see inactive ones is decided
 * by the caller, outside the cache), a page size within the contract's 1 to 100.
 */
export const publicListArgumentsSchema = z
  .object({
    is_active: z.literal(true),
    page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    page_size: z.number().int().min(1).max(catalogue.maxPageSize),
    keyward: z.string().max(requestText).optional(),
    parentCategory: z.string().trim().max(200).optional(),
    attribute: slugs.optional(),
    tag: z.array(id).max(50).optional(),
    tagslug: slugs.optional(),
    lowrange: amount.optional(),
    heighrange: amount.optional(),
    ordering: z.enum(productOrderings).optional(),
  })
  // The services' query always names `tag`, given or not.
  .transform((query) => ({ ...query, tag: query.tag }));

/**
 * A relative or absolute URL of the listing (its query makes the next/previous links):
 * its text percent-encoded, so up to three times as long.
 */
export const listUrlSchema = z
  .string()
  .min(1)
  .max(requestText * 3 + 4_096);

export const productKeySchema = z.union([
  z.strictObject({ id }),
  z.strictObject({ slug: z.string().trim().min(1).max(200) }),
]);

export const productIdsSchema = z.array(id).min(1).max(clientLimits.lookupIds);

export const categoryTreeArgumentsSchema = z.object({ slug: slug.optional() });

export const readerSlugSchema = slug;

export const readerIdSchema = id;

/** A sitemap's index: there are never more than a million of them. */
export const sitemapIndexSchema = z.number().int().min(0).max(999_999);

/** A storefront listing's occasion or category (lib/catalogue/products/listing-scope.ts). */
export const listingScopeSchema = z.union([
  z.strictObject({ occasion: slug }),
  z.strictObject({ category: slug }),
]);

/** A storefront listing's request (lib/catalogue/products/readers/listing.ts). */
export const listingRequestSchema = z.object({
  state: z.object({
    page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    ordering: z.enum(productOrderings).optional(),
    parentCategory: slug.optional(),
    attribute: slugs,
    tagslug: slugs,
    lowrange: amount.optional(),
    heighrange: amount.optional(),
  }),
  keyward: z.string().max(requestText).optional(),
  scope: listingScopeSchema.optional(),
  path: z.string().min(1).max(4_096),
});
