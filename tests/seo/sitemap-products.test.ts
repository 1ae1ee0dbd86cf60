import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { siteUrl } from '@/lib/content/seo/site';
import { sitemapUrls } from '@/lib/content/seo/sitemap-urls';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

// The end-to-end suite renders a sample of these pages; this proves the list is whole.
describeCatalogue('the products the sitemap names', () => {
  it('are exactly the active ones, each in English and in Bangla', async () => {
    const active = await getDb()
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, true));
    const inactive = await getDb()
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, false));
    expect(active.length).toBeGreaterThan(0);
    expect(inactive.length).toBeGreaterThan(0);

    const locs = (await sitemapUrls(0)).map((url) => url.url.slice(siteUrl.length));
    const named = (prefix: string) =>
      locs
        .filter((loc) => loc.startsWith(`${prefix}/product/`))
        .map((loc) => loc.slice(`${prefix}/product/`.length))
        .sort();
    const expected = active.map((row) => row.slug).sort();
    expect(named('')).toEqual(expected);
    expect(named('/bn')).toEqual(expected);
  });
});
