import { z } from 'zod';

// The staff's forms for categories, attributes, tags and occasions (app/[locale]/admin/
// categories, attributes, tags, occasions): each field's message is shown beside it.

/** Lower-case letters and digits in words joined by single hyphens: party-lehenga. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Rose & Gold Sets' -> 'rose-and-gold-sets': a name's address form. */
export function toSlug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .match(/[a-z0-9]+/g);
  return (words ?? []).join('-');
}

export const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'none' ? null : value),
    id(message).nullable(),
  );

/** A checkbox: present ('on') when ticked, absent otherwise. */
const checkbox = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
);

const name = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(80, 'Keep the name under 80 characters.');

/**
 * A category's address name (/category/{slug}). All digits is refused: the catalogue reads
 * a value of digits alone as a category's id (lib/catalogue/products/category-subtree.ts).
 */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'Keep the address name under 80 characters.')
  .regex(slugPattern, 'Use lower-case letters, digits and single hyphens, e.g. party-lehenga.')
  .refine((value) => !/^\d+$/.test(value), 'Use at least one letter.');

/** Blank: made from the name. */
const optionalSlug = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  slug.optional(),
);

const descriptionText = z.string().trim().max(2000, 'Keep the description under 2,000 characters.');
export const description = descriptionText.default('');

/** A Bangla name, shown to shoppers on Bangla pages: blank is none (English shown), absent keeps it. */
const banglaName = z
  .string()
  .trim()
  .max(80, 'Keep the Bangla name under 80 characters.')
  .transform((value) => (value === '' ? null : value))
  .optional();

/** A name and its Bangla twin, as every taxonomy form sends them. */
export const names = { name, nameBn: banglaName };

/** A Bangla description, as the Bangla name: blank is none, absent keeps it. */
export const banglaDescription = z
  .string()
  .trim()
  .max(2000, 'Keep the Bangla description under 2,000 characters.')
  .transform((value) => (value === '' ? null : value))
  .optional();

export const createCategorySchema = z.object({
  ...names,
  slug: optionalSlug,
  description: descriptionText.optional(),
  descriptionBn: banglaDescription,
  parentId: optionalId('Choose where it goes.'),
  /** Unticked: a label in the menus, with no page of its own. */
  hasPage: checkbox,
  visible: checkbox,
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

export const updateCategorySchema = z.object({
  categoryId: id('That category does not exist.'),
  ...names,
  slug,
  /** A changed slug changes the category's public address: the staff must say they mean it. */
  confirmSlugChange: checkbox,
  description,
  descriptionBn: banglaDescription,
  parentId: optionalId('Choose where it goes.'),
  hasPage: checkbox,
  visible: checkbox,
});
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

export const direction = z.enum(['up', 'down'], { error: 'Choose up or down.' });

export const moveCategoryStepSchema = z.object({
  categoryId: id('That category does not exist.'),
  direction,
});

export const categoryVisibilitySchema = z.object({
  categoryId: id('That category does not exist.'),
  visible: checkbox,
});

export const deleteCategorySchema = z.object({
  categoryId: id('That category does not exist.'),
  /** Where its products go first; absent: delete only if it holds none. */
  moveProductsTo: optionalId('Choose the category its products move to.').optional(),
});
export type DeleteCategoryInput = z.infer<typeof deleteCategorySchema>;

/** #rrggbb; blank for no swatch. */
const swatch = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'Use a colour such as #6d1a2a.')
    .nullable(),
);

export const createAttributeValueSchema = z.object({
  attributeId: id('That attribute does not exist.'),
  ...names,
  swatch: swatch.optional(),
});
export type CreateAttributeValueInput = z.infer<typeof createAttributeValueSchema>;

export const updateAttributeValueSchema = z.object({
  valueId: id('That value does not exist.'),
  ...names,
  swatch: swatch.optional(),
});
export type UpdateAttributeValueInput = z.infer<typeof updateAttributeValueSchema>;

export const moveAttributeValueSchema = z.object({
  valueId: id('That value does not exist.'),
  direction,
});

/**
 * A delete of something products carry names how many lose it; the staff confirm that
 * number, and a delete is refused if more carry it by then.
 */
const confirmedCount = z.coerce
  .number({ error: 'Confirm how many products lose it.' })
  .int()
  .min(0, 'Confirm how many products lose it.');

export const deleteAttributeValueSchema = z.object({
  valueId: id('That value does not exist.'),
  productsConfirmed: confirmedCount,
});

export const createTagSchema = z.object(names);
export type CreateTagInput = z.infer<typeof createTagSchema>;

export const renameTagSchema = z.object({
  tagId: id('That tag does not exist.'),
  ...names,
});
export type RenameTagInput = z.infer<typeof renameTagSchema>;

/** An attribute's name (Size, Colour) as the filters and product pages show it; its slug stays. */
export const renameAttributeSchema = z.object({
  attributeId: id('That attribute does not exist.'),
  ...names,
});
export type RenameAttributeInput = z.infer<typeof renameAttributeSchema>;

export const deleteTagSchema = z.object({
  tagId: id('That tag does not exist.'),
  productsConfirmed: confirmedCount,
});
