import 'server-only';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import { toSlug } from '@/lib/catalogue/schemas/taxonomy';
import { taxonomyErrors } from './taxonomy-errors';

/**
 * The slug an occasion, tag or attribute value is given once from its English name, for
 * the name field to refuse when the name has no letter or digit to make one from.
 */
export function slugFromName(name: string): string {
  const slug = toSlug(name);
  if (!slug) throw taxonomyErrors.field('name', 'Use at least one letter or digit.');
  return slug;
}

/**
 * Runs a write that may collide on a unique slug, and turns the collision into the field
 * error the form shows. A write checks first; this covers a writer outside the editors
 * (a seed) that took the slug in between.
 */
export async function withUniqueSlug<T>(
  write: () => Promise<T>,
  clash: { index: string; field: string; slug: string; what: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === clash.index) {
      throw taxonomyErrors.slugTaken(clash.field, clash.slug, clash.what);
    }
    throw error;
  }
}
