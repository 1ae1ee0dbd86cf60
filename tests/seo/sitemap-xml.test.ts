import { sitemapCount, sitemapIndexXml, sitemapSlice, urlsetXml } from '@/lib/seo/sitemap-xml';

describe('sitemap slicing', () => {
  it('needs one sitemap per 50,000 URLs, and at least one', () => {
    expect(sitemapCount(0)).toBe(1);
    expect(sitemapCount(50_000)).toBe(1);
    expect(sitemapCount(50_001)).toBe(2);
    expect(sitemapCount(120_000)).toBe(3);
  });

  it('puts the fixed pages first and the products after, without gaps or overlaps', () => {
    const fixed = 40;
    const total = 120_000;
    const seen: number[] = [];
    for (let index = 0; index < sitemapCount(total); index += 1) {
      const slice = sitemapSlice(index, fixed);
      for (let i = slice.fixed.start; i < slice.fixed.end; i += 1) seen.push(i);
      const last = Math.min(slice.products.offset + slice.products.limit, total - fixed);
      for (let i = slice.products.offset; i < last; i += 1) seen.push(fixed + i);
    }
    expect(seen).toHaveLength(total);
    expect(seen.every((value, i) => value === i)).toBe(true);
  });

  it('gives the first sitemap the fixed pages and the first products', () => {
    expect(sitemapSlice(0, 40)).toEqual({
      fixed: { start: 0, end: 40 },
      products: { offset: 0, limit: 49_960 },
    });
    expect(sitemapSlice(1, 40)).toEqual({
      fixed: { start: 40, end: 40 },
      products: { offset: 49_960, limit: 50_000 },
    });
  });
});

describe('sitemap XML', () => {
  it('lists URLs with their last change, escaped', () => {
    expect(
      urlsetXml([
        { url: 'https://x.com/shop?a=1&b=2', lastModified: '2026-01-10T09:00:00.000Z' },
        { url: 'https://x.com/' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.com/shop?a=1&amp;b=2</loc><lastmod>2026-01-10T09:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://x.com/</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('lists sitemaps in an index', () => {
    expect(sitemapIndexXml([{ url: 'https://x.com/sitemap/0.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.com/sitemap/0.xml</loc></sitemap>',
    );
  });
});
