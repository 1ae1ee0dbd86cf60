import type { ProductLine } from './product-lines';
import type { Random } from './random';
import type { TagSlug } from './tags';

export type TagContext = {
  line: ProductLine;
  /** The newest fifth of the active catalogue. */
  isNewArrival: boolean;
  isActive: boolean;
  random: Random;
};

/** Spreads merchandising tags the way a shop would: by season, occasion and age. */
export function chooseTags({ line, isNewArrival, isActive, random }: TagContext): TagSlug[] {
  if (!isActive) return [];
  const tags: TagSlug[] = [];
  const bridal = line.occasion === 'bridal';
  if (isNewArrival) tags.push('new-arrival');
  if (!isNewArrival && random.chance(0.14)) tags.push('bestseller');
  if (random.chance(bridal ? 0.3 : 0.05)) tags.push('exclusive');
  if (random.chance(0.07)) tags.push('limited-edition');
  if (!isNewArrival && !bridal && random.chance(0.12)) tags.push('sale');
  if (!bridal && line.occasion !== 'accessory' && random.chance(0.25)) tags.push('eid-collection');
  if (random.chance(bridal ? 0.45 : line.occasion === 'party' ? 0.2 : 0.06))
    tags.push('wedding-season');
  return tags;
}
