import { eq } from 'drizzle-orm';
import { GET as all } from '@/app/api/v1/product/all/route';
import { clearAnswerCache } from '@/lib/api/answer-cache';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';

type Page = { results: { slug: string; name: string }[] };

describeCatalogue('the in-memory answer cache', () => {
  const path = '/api/v1/product/all?keyward=pearl';

  it('serves a repeated shopper request from memory until it is cleared', async () => {
    const first = await call<Page>(all, path);
    const slug = first.body.results[0]!.slug;
    await getDb()
      .update(products)
      .set({ name: 'Renamed Pearl Clutch' })
      .where(eq(products.slug, slug));

    const cached = await call<Page>(all, path);
    expect(cached.body).toEqual(first.body);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));

    clearAnswerCache();
    const fresh = await call<Page>(all, path);
    expect(fresh.body.results.find((product) => product.slug === slug)?.name).toBe(
      'Renamed Pearl Clutch',
    );
  });

  it('keeps answers apart by their full query', async () => {
    const two = await call<Page>(all, '/api/v1/product/all?page_size=2');
    const three = await call<Page>(all, '/api/v1/product/all?page_size=3');
    expect(two.body.results).toHaveLength(2);
    expect(three.body.results).toHaveLength(3);
  });

  it('never remembers an error', async () => {
    const bad = await call(all, '/api/v1/product/all?page=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect((await call(all, '/api/v1/product/all?page=0')).status).toBe(400);
  });
});
