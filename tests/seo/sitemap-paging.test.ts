import { GET as sitemapGet } from '@/app/sitemap.xml/route';
import { GET as sitemapPartGet } from '@/app/sitemap/[file]/route';
import { siteUrl } from '@/lib/content/seo/site';
import { sitemapLimit } from '@/lib/content/seo/sitemap-xml';

// A store past one sitemap, without a database: 30,000 products and two listings.
const productCount = 30_000;
const updated = new Date('2026-01-10T09:00:00.000Z');

jest.mock('@/lib/catalogue/products/sitemap-data', () => ({
  countActiveProducts: async () => productCount,
  activeProductPaths: async (offset: number, limit: number) =>
    Array.from({ length: Math.max(0, Math.min(limit, productCount - offset)) }, (_, i) => ({
      path: `/product/p-${offset + i}`,
      lastModified: updated,
    })),
  listingPaths: async () => [
    { path: '/shop', lastModified: updated },
    { path: '/category/saree', lastModified: updated },
  ],
}));
jest.mock('@/lib/content/pages/get-info-page', () => ({
  listInfoPageSlugs: async () => [{ slug: 'faq', updatedAt: updated }],
}));

const part = async (n: number) =>
  (
    await sitemapPartGet(new Request(`${siteUrl}/sitemap/${n}.xml`), {
      params: Promise.resolve({ file: `${n}.xml` }),
    })
  ).text();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('a sitemap index past 50,000 URLs in two languages', () => {
  // Home, two listings, one information page, the showroom and the fitting.
  const fixed = 6;
  const total = (fixed + productCount) * 2;

  it('lists its parts in an index', async () => {
    const index = await (await sitemapGet()).text();
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([`${siteUrl}/sitemap/0.xml`, `${siteUrl}/sitemap/1.xml`]);
    const missing = await sitemapPartGet(new Request(`${siteUrl}/sitemap/2.xml`), {
      params: Promise.resolve({ file: '2.xml' }),
    });
    expect(missing.status).toBe(404);
  });

  it('holds every page once in each language, the twins in one part, each part within the limit', async () => {
    const [first, second] = [locs(await part(0)), locs(await part(1))];
    expect(first).toHaveLength(sitemapLimit);
    expect(first.length + second.length).toBe(total);
    const all = new Set([...first, ...second]);
    expect(all.size).toBe(total);
    expect(first.slice(0, 2)).toEqual([`${siteUrl}/`, `${siteUrl}/bn`]);
    // The last page of the first part and its Bangla twin.
    const last = `/product/p-${sitemapLimit / 2 - fixed - 1}`;
    expect(first.slice(-2)).toEqual([`${siteUrl}${last}`, `${siteUrl}/bn${last}`]);
    expect(second.slice(-2)).toEqual([
      `${siteUrl}/product/p-${productCount - 1}`,
      `${siteUrl}/bn/product/p-${productCount - 1}`,
    ]);
  });
});
