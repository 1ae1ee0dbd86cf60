import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles } from '@/lib/cache-tags';
import { listProducts, getMenuFamilies, readerTags, type ProductSummary } from '@/lib/catalogue';
import { listQuerySchema } from '@/lib/validation';
import { getOccasionCovers, type OccasionCover } from './occasion-covers';
import { homeEdits, pickFamilyRows, type FamilyRow } from './pick-family-rows';

export type { FamilyRow };

export type HomeContent = {
  newArrivals: ProductSummary[];
  occasions: OccasionCover[];
  families: FamilyRow[];
};

async function newest(parentCategory: string | undefined, pageSize: number) {
  const query = listQuerySchema.parse({ parentCategory, page_size: String(pageSize) });
  const page = await listProducts(query, { url: '/api/v1/product/all' });
  return page.results;
}

async function loadHomeContent(): Promise<HomeContent> {
  const newArrivalsCount = 8;
  const [newArrivals, occasions, menu] = await Promise.all([
    newest(undefined, newArrivalsCount),
    getOccasionCovers(),
    getMenuFamilies(),
  ]);
  const linked = menu.filter((family) => family.url !== null);
  // Enough of each family's newest that it still fills a row after the rows above it.
  const depth = newArrivalsCount + homeEdits.families * homeEdits.perRow;
  const rows = await Promise.all(linked.map((family) => newest(family.slug, depth)));
  const candidates = linked.map((family, index) => ({
    family: { name: family.name, slug: family.slug, url: family.url! },
    products: rows[index]!,
  }));
  return {
    newArrivals,
    occasions,
    families: pickFamilyRows(
      candidates,
      newArrivals.map((product) => product.id),
    ),
  };
}

/** The home page's rows: any product may appear in them, so they follow every listing. */
export async function getHomeContent(): Promise<HomeContent> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(...readerTags.listing());
  return loadHomeContent();
}
