import 'server-only';
import { toSlug } from '@/lib/validation';
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
