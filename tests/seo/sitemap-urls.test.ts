import { GET as sitemapGet } from '@/app/sitemap.xml/route';
import { GET as sitemapPartGet } from '@/app/sitemap/[file]/route';
import { siteUrl } from '@/lib/content/seo/site';
import { countSitemaps, sitemapUrls } from '@/lib/content/seo/sitemap-urls';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

const link = (path: string) => `${siteUrl}${path}`;

describeCatalogue('the sitemap of the store in both languages', () => {
  it('lists every indexable English page and its /bn twin, each with its alternates', async () => {
    const urls = await sitemapUrls(0);
    const locs = urls.map((url) => url.url);
    const english = locs.filter((loc) => !loc.startsWith(link('/bn')));
    const bangla = locs.filter((loc) => loc.startsWith(link('/bn')));
    expect(bangla).toHaveLength(english.length);
    for (const loc of english) {
      const path = loc.slice(siteUrl.length);
      expect(locs).toContain(link(path === '/' ? '/bn' : `/bn${path}`));
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        link('/'),
        link('/bn'),
        link('/shop'),
        link('/bn/shop'),
        link('/category/saree'),
        link('/bn/category/saree'),
        link('/Store-locator'),
        link('/bn/Store-locator'),
        link('/fitting'),
        link('/bn/fitting'),
      ]),
    );
    expect(locs.some((loc) => loc.includes('/product/'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/track-order'))).toBe(false);
    const shop = urls.find((url) => url.url === link('/bn/shop'))!;
    expect(shop.alternates).toEqual([
      { hreflang: 'en', href: link('/shop') },
      { hreflang: 'bn', href: link('/bn/shop') },
      { hreflang: 'x-default', href: link('/shop') },
    ]);
    expect(shop.lastModified).toEqual(urls.find((url) => url.url === link('/shop'))!.lastModified);
  });

  it('serves one urlset with the xhtml namespace while the store fits in one sitemap', async () => {
    expect(await countSitemaps()).toBe(1);
    const response = await sitemapGet();
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${link('/bn/fitting')}</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${link('/fitting')}"/>`,
    );
    const part = await sitemapPartGet(new Request(link('/sitemap/0.xml')), {
      params: Promise.resolve({ file: '0.xml' }),
    });
    expect(await part.text()).toBe(xml);
    const missing = await sitemapPartGet(new Request(link('/sitemap/1.xml')), {
      params: Promise.resolve({ file: '1.xml' }),
    });
    expect(missing.status).toBe(404);
  });
});
