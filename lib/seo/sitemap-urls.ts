import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { activeProductPaths, countActiveProducts, listingPaths } from '@/lib/catalog/sitemap-data';
import { listInfoPageSlugs } from '@/lib/content/get-info-page';
import { siteLink } from './site';
import { sitemapCount, sitemapSlice, type SitemapUrl } from './sitemap-xml';

/** Home, the listings and the information pages: the URLs that come before the products. */
async function fixedUrls(): Promise<SitemapUrl[]> {
  const [listings, pages] = await Promise.all([listingPaths(), listInfoPageSlugs()]);
  const dated = (path: string, date: Date | undefined) => ({
    url: siteLink(path),
    lastModified: date?.toISOString(),
  });
  const shop = listings.find((listing) => listing.path === '/shop');
  return [
    dated('/', shop?.lastModified),
    ...listings.map(({ path, lastModified }) => dated(path, lastModified)),
    ...pages.map((page) => dated(`/pages/${page.slug}`, page.updatedAt)),
  ];
}

async function loadSitemapCount(): Promise<number> {
  const [fixed, products] = await Promise.all([fixedUrls(), countActiveProducts()]);
  return sitemapCount(fixed.length + products);
}

async function loadSitemapUrls(index: number): Promise<SitemapUrl[]> {
  const fixed = await fixedUrls();
  const slice = sitemapSlice(index, fixed.length);
  const products = await activeProductPaths(slice.products.offset, slice.products.limit);
  return [
    ...fixed.slice(slice.fixed.start, slice.fixed.end),
    ...products.map(({ path, lastModified }) => ({
      url: siteLink(path),
      lastModified: lastModified.toISOString(),
    })),
  ];
}

/** How many sitemaps the store needs now. */
export async function countSitemaps(): Promise<number> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.sitemap);
  return loadSitemapCount();
}

/** The URLs of sitemap `index` (0-based). */
export async function sitemapUrls(index: number): Promise<SitemapUrl[]> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.sitemap);
  return loadSitemapUrls(index);
}
