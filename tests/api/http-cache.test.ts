import { GET as all } from '@/app/api/v1/product/all/route';
import { GET as flat } from '@/app/api/v1/product/category/route';
import { GET as tree } from '@/app/api/v1/product/shopcategory/route';
import { GET as filters } from '@/app/api/v1/product/shopfilters/route';
import { GET as bySlug } from '@/app/api/v1/product/shopitems/route';
import { GET as byId } from '@/app/api/v1/product/shopitemsbyid/[id]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';

const catalogueCacheControl = 'public, max-age=60, stale-while-revalidate=600';

describeCatalogue('HTTP caching of catalogue answers', (fixture) => {
  const endpoints: [string, () => [RouteHandler, string, Record<string, string>]][] = [
    ['all', () => [all, '/api/v1/product/all?page_size=2', {}]],
    ['shopfilters', () => [filters, '/api/v1/product/shopfilters', {}]],
    ['category', () => [flat, '/api/v1/product/category/', {}]],
    ['shopcategory', () => [tree, '/api/v1/product/shopcategory/?slug=clothing', {}]],
    ['shopitems', () => [bySlug, '/api/v1/product/shopitems/?slug=pearl-clutch', {}]],
    [
      'shopitemsbyid',
      () => {
        const id = String(fixture().product['pearl-clutch']);
        return [byId, `/api/v1/product/shopitemsbyid/${id}`, { id }];
      },
    ],
  ];

  it.each(endpoints)(
    '%s carries a weak ETag and answers a matching If-None-Match with 304',
    async (_, endpoint) => {
      const [handler, path, params] = endpoint();
      const first = await call(handler, path, { params });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(catalogueCacheControl);
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await call(handler, path, { params });
      expect(again.headers.get('etag')).toBe(etag);

      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const cached = await call(handler, path, {
          params,
          headers: { 'If-None-Match': ifNoneMatch },
        });
        expect(cached.status).toBe(304);
        expect(cached.body).toBeNull();
        expect(cached.headers.get('etag')).toBe(etag);
        expect(cached.headers.get('cache-control')).toBe(catalogueCacheControl);
      }
      const stale = await call(handler, path, {
        params,
        headers: { 'If-None-Match': 'W/"stale"' },
      });
      expect(stale.status).toBe(200);
    },
  );

  it('gives different answers different ETags', async () => {
    const one = await call(all, '/api/v1/product/all?page_size=1');
    const two = await call(all, '/api/v1/product/all?page_size=2');
    expect(one.headers.get('etag')).not.toBe(two.headers.get('etag'));
  });

  it('never caches an error', async () => {
    const answer = await call(all, '/api/v1/product/all?page=0', {
      headers: { 'If-None-Match': '*' },
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
  });
});
