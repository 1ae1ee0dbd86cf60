import { GET } from '@/app/api/v1/product/all/route';
import { limits } from '@/lib/identity/auth/limits';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';
import { fromAddress } from './helpers/from-address';

const from = (ip: string, query: string) =>
  call<ErrorBody>(GET, `/api/v1/product/all?${query}`, {
    headers: fromAddress(ip),
  });

describeCatalogue('search previews are limited per address', () => {
  it('answers 429 with Retry-After once an address passes the limit, and only that address', async () => {
    const { limit } = limits.searchesPerIp;
    for (let sent = 0; sent < limit; sent += 1) {
      const answer = await from('203.0.113.7', 'keyward=saree');
      expect(answer.status).toBe(200);
    }
    const refused = await from('203.0.113.7', 'keyward=lehenga');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('throttled');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await from('203.0.113.8', 'keyward=lehenga')).status).toBe(200);
    // Browsing without a search term is not a search and is never counted.
    expect((await from('203.0.113.7', 'page=1')).status).toBe(200);
    expect((await from('203.0.113.7', 'keyward=%20%20')).status).toBe(200);
  });
});
