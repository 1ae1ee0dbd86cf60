import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import {
  activeProductPaths,
  countActiveProducts,
  listingPaths,
  sitemapIndexSchema,
} from '@/lib/catalogue';
import { listInfoPageSlugs } from '@/lib/content/pages/get-info-page';
import { siteUrl } from './site';
import {
  localisedUrls,
  pagesPerSitemap,
  sitemapCount,
  sitemapSlice,
  type SitemapPage,
  type SitemapUrl,
} from './sitemap-xml';

/**
 * Indexable pages listed by their English path, without a date of their own: the showroom
 * and the fitting (whose times change, not its page). /track-order is not indexed.
 */
const undatedPages = ['/Store-locator', '/fitting'];

/** Home, the listings, the information pages, the showroom and the fitting: before the products. */
async function fixedPages(): Promise<SitemapPage[]> {
  const [listings, pages] = await Promise.all([listingPaths(), listInfoPageSlugs()]);
  const dated = (path: string, date: Date | undefined) => ({
    path,
    lastModified: date?.toISOString(),
  });
  const shop = listings.find((listing) => listing.path === '/shop');
  return [
    dated('/', shop?.lastModified),
    ...listings.map(({ path, lastModified }) => dated(path, lastModified)),
    ...pages.map((page) => dated(`/pages/${page.slug}`, page.updatedAt)),
    ...undatedPages.map((path) => ({ path })),
  ];
}

async function loadSitemapCount(): Promise<number> {
  const [fixed, products] = await Promise.all([fixedPages(), countActiveProducts()]);
  return sitemapCount(fixed.length + products, pagesPerSitemap);
}

async function loadSitemapUrls(index: number): Promise<SitemapUrl[]> {
  const fixed = await fixedPages();
  const slice = sitemapSlice(index, fixed.length, pagesPerSitemap);
  const products = await activeProductPaths(slice.products.offset, slice.products.limit);
  const pages: SitemapPage[] = [
    ...fixed.slice(slice.fixed.start, slice.fixed.end),
    ...products.map(({ path, lastModified }) => ({
      path,
      lastModified: lastModified.toISOString(),
    })),
  ];
  return pages.flatMap((page) => localisedUrls(siteUrl, page));
}

/** How many sitemaps the store needs now. */
export async function countSitemaps(): Promise<number> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.sitemap);
  return loadSitemapCount();
}

/** The URLs of sitemap `index` (0-based): each page in English and in Bangla. */
export async function sitemapUrls(index: number): Promise<SitemapUrl[]> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.sitemap);
  // Checked here too: a cached function is also a server reference anyone may call.
  if (!sitemapIndexSchema.safeParse(index).success) return [];
  return loadSitemapUrls(index);
}
