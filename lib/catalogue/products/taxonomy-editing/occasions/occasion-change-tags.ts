import 'server-only';
import { cacheTags } from '@/lib/cache-tags';

/**
 * The cache tags a change to an occasion touches (docs/architecture.md, "Caching"):
 * - always `categories`: its page's heading and text and the home page's tiles are cached
 *   under it (lib/catalogue/products/readers/occasion.ts readOccasion, lib/content/home/home-content.ts);
 * - `what: 'gathering'`, a change of the categories it gathers, or its coming or going: its
 *   listing (which products it shows) and the sitemap (its address, dated by what it shows);
 * - `what: 'order'`: the sitemap, which lists the occasions in their order.
 * Its Bangla texts are read under the same tags as the English (docs/decisions.md 24).
 */
export function occasionChangeTags(slug: string, what: 'texts' | 'gathering' | 'order'): string[] {
  if (what === 'texts') return [cacheTags.categories];
  if (what === 'order') return [cacheTags.categories, cacheTags.sitemap];
  return [cacheTags.categories, cacheTags.occasionListing(slug), cacheTags.sitemap];
}
