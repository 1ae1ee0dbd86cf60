import IncrementalCacheHandler from '@/cache-handlers/incremental-handler.mjs';
import { expireTags, isExpired } from '@/cache-handlers/shared-tags.mjs';

// Next asks the cache handlers while it prerenders a route again (a stale /sitemap.xml after
// a staff save). With Cache Components, reading `Date` there fails that render with a 500:
// the handlers read the clock from `performance` instead, as Next's own handlers do.

describe('the cache handlers never read Date while Next prerenders', () => {
  let dateNow: jest.SpyInstance;
  beforeEach(() => {
    dateNow = jest.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Route used `Date.now()`');
    });
  });
  afterEach(() => dateNow.mockRestore());

  it('expires a tag and sees an entry older than it as expired', async () => {
    await expireTags(['clock-test']);
    expect(isExpired(['clock-test'], 0)).toBe(true);
    expect(isExpired(['clock-test'], performance.timeOrigin + performance.now() + 60_000)).toBe(
      false,
    );
  });

  it('stores and serves a page, then drops it once its tag expires', async () => {
    const handler = new IncrementalCacheHandler();
    const value = { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'clock-page' } };
    await handler.get('/sitemap.xml', {});
    await handler.set('/sitemap.xml', value, {});
    expect(await handler.get('/sitemap.xml', {})).toMatchObject({ value });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expireTags(['clock-page']);
    expect(await handler.get('/sitemap.xml', {})).toBeNull();
  });
});
