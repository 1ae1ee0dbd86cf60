import 'server-only';
import { uniqueViolation } from '@/lib/api';
import { taxonomyErrors } from './taxonomy-errors';

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
