import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { listProducts } from '@/lib/catalog/list-products';
import { loadMenuFamilies } from '@/lib/catalog/menu';
import type { ProductSummary } from '@/lib/catalog/types';
import { listQuerySchema } from '@/lib/validation/catalog';
import { getOccasionCovers, type OccasionCover } from './occasion-covers';

export type FamilyRow = { name: string; url: string; slug: string; products: ProductSummary[] };

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
  const [newArrivals, occasions, menu] = await Promise.all([
    newest(undefined, 8),
    getOccasionCovers(),
    loadMenuFamilies(),
  ]);
  const linked = menu.filter((family) => family.url !== null);
  const rows = await Promise.all(linked.map((family) => newest(family.slug, 4)));
  return {
    newArrivals,
    occasions,
    families: linked.map((family, index) => ({
      name: family.name,
      slug: family.slug,
      url: family.url!,
      products: rows[index]!,
    })),
  };
}

/** The home page's rows: any product may appear in them, so they follow every listing. */
export async function getHomeContent(): Promise<HomeContent> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.allListings);
  return loadHomeContent();
}
