import type { SlugMap } from './slug-lookups';
import { splitList } from './columns';

/** A cell's slugs as ids; the slugs nobody has are named in `unknown`. */
export function idsOfSlugs(cell: string, map: SlugMap): { ids: number[]; unknown: string[] } {
  const slugs = splitList(cell);
  return {
    ids: slugs.flatMap((slug) => (map.idOf.has(slug) ? [map.idOf.get(slug)!] : [])),
    unknown: slugs.filter((slug) => !map.idOf.has(slug)),
  };
}
