import {
  localisedUrls,
  pagesPerSitemap,
  sitemapCount,
  sitemapIndexXml,
  sitemapLimit,
  sitemapSlice,
  urlsetXml,
} from '@/lib/content/seo/sitemap-xml';

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
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
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

describe('the sitemap in both languages', () => {
  const site = 'https://x.com';
  const alternates = (path: string) => [
    { hreflang: 'en', href: `${site}${path}` },
    { hreflang: 'bn', href: `${site}/bn${path === '/' ? '' : path}` },
    { hreflang: 'x-default', href: `${site}${path}` },
  ];

  it('lists a page in English and in Bangla, each naming both and English as x-default', () => {
    expect(
      localisedUrls(site, { path: '/product/ruby', lastModified: '2026-01-10T09:00:00.000Z' }),
    ).toEqual([
      {
        url: `${site}/product/ruby`,
        lastModified: '2026-01-10T09:00:00.000Z',
        alternates: alternates('/product/ruby'),
      },
      {
        url: `${site}/bn/product/ruby`,
        lastModified: '2026-01-10T09:00:00.000Z',
        alternates: alternates('/product/ruby'),
      },
    ]);
  });

  it('gives the home page /bn as its Bangla twin, and no date when it has none', () => {
    const [english, bangla] = localisedUrls(site, { path: '/' });
    expect(english).toEqual({ url: `${site}/`, alternates: alternates('/') });
    expect(bangla).toEqual({ url: `${site}/bn`, alternates: alternates('/') });
  });

  it('writes the alternates as xhtml:link elements inside each <url>, escaped', () => {
    const xml = urlsetXml(localisedUrls(site, { path: '/pages/a&b' }));
    expect(xml).toContain(
      '<url><loc>https://x.com/bn/pages/a&amp;b</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://x.com/pages/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="bn" href="https://x.com/bn/pages/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.com/pages/a&amp;b"/>' +
        '</url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('pages the sitemaps so that both languages of a page fit in one', () => {
    expect(pagesPerSitemap * 2).toBeLessThanOrEqual(sitemapLimit);
    // 30,000 pages are 60,000 URLs: two sitemaps, each within Google's 50,000.
    expect(sitemapCount(30_000, pagesPerSitemap)).toBe(2);
    const first = sitemapSlice(0, 40, pagesPerSitemap);
    const urls = (first.fixed.end - first.fixed.start + first.products.limit) * 2;
    expect(urls).toBe(sitemapLimit);
  });
});
