import { edgePurgeJob, keysToPurge } from '@/lib/cache/edge/purge-job';
import {
  configuredEdge,
  inBatches,
  keysPerCall,
  purgeEdge,
  varnishHeaderChars,
} from '@/lib/cache/edge/purge';
import { env, loadEnv } from '@/lib/env';
import { storeMetrics } from '@/lib/metrics/registry';
import { manyKeys, startMockEdge } from './edge-mock';

type MockEdge = Awaited<ReturnType<typeof startMockEdge>>;

const cloudflareOk = JSON.stringify({ success: true, errors: [], messages: [], result: {} });

/** How many purge calls to `service` ended with `outcome`, by the metrics registry. */
async function calls(service: string, outcome: string): Promise<number> {
  const { values } = await storeMetrics().outgoingCalls.get();
  const found = values.find(
    (value) => value.labels.service === service && value.labels.outcome === outcome,
  );
  return found?.value ?? 0;
}

describe('batching', () => {
  it('splits keys by count, and by length when asked', () => {
    expect(inBatches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(inBatches(['aaaa', 'bbbb', 'cccc'], 10, 9)).toEqual([['aaaa', 'bbbb'], ['cccc']]);
    expect(inBatches([], 3)).toEqual([]);
  });

  it('sends `site` alone when it is among the keys: every cacheable answer carries it', () => {
    expect(keysToPurge(['product:a', 'site', 'banner'])).toEqual(['site']);
    expect(keysToPurge(['product:a', 'banner', 'product:a'])).toEqual(['product:a', 'banner']);
    expect(keysToPurge(['product:a b', 'product:a,b', 'product:ক', 'page:faq'])).toEqual([
      'page:faq',
    ]);
  });
});

describe('purging Cloudflare by tags', () => {
  let edge: MockEdge;
  beforeAll(async () => {
    edge = await startMockEdge();
  });
  afterAll(() => edge.close());
  beforeEach(() => {
    edge.received.length = 0;
    Object.assign(edge.answer, { status: 200, body: cloudflareOk });
  });

  const target = () => ({
    provider: 'cloudflare' as const,
    apiUrl: `${edge.url}/client/v4`,
    zoneId: 'zone0123',
    token: 'cf-token',
  });

  it('posts the tags to the zone’s purge_cache with the bearer token, 100 at most per call', async () => {
    const keys = manyKeys(250);
    const before = await calls('cloudflare', 'ok');
    await purgeEdge(keys, target());
    expect(edge.received.map(({ method, url }) => `${method} ${url}`)).toEqual(
      Array(3).fill('POST /client/v4/zones/zone0123/purge_cache'),
    );
    for (const call of edge.received) {
      expect(call.headers.authorization).toBe('Bearer cf-token');
      expect(call.headers['content-type']).toBe('application/json');
    }
    expect(edge.received.map((call) => JSON.parse(call.body))).toEqual([
      { tags: keys.slice(0, 100) },
      { tags: keys.slice(100, 200) },
      { tags: keys.slice(200) },
    ]);
    expect(keysPerCall.cloudflare).toBe(100);
    expect(await calls('cloudflare', 'ok')).toBe(before + 3);
  });

  it('fails on an error status, and on a 200 whose envelope says it did not succeed', async () => {
    edge.answer.status = 500;
    edge.answer.body = 'upstream trouble';
    const failedBefore = await calls('cloudflare', 'failed');
    await expect(purgeEdge(['site'], target())).rejects.toThrow(
      'Cloudflare answered HTTP 500 to the purge of 1 key: upstream trouble',
    );
    expect(await calls('cloudflare', 'failed')).toBe(failedBefore + 1);

    edge.answer.status = 200;
    edge.answer.body = JSON.stringify({
      success: false,
      errors: [{ code: 1134, message: 'No quota' }],
    });
    await expect(purgeEdge(['site'], target())).rejects.toThrow(
      'Cloudflare refused the purge of 1 key: No quota',
    );
  });
});

describe('purging Fastly by surrogate keys', () => {
  let edge: MockEdge;
  beforeAll(async () => {
    edge = await startMockEdge();
  });
  afterAll(() => edge.close());

  it('posts to the service’s purge with Fastly-Key and the keys in Surrogate-Key, 256 at most per call', async () => {
    const keys = manyKeys(300);
    await purgeEdge(keys, {
      provider: 'fastly',
      apiUrl: edge.url,
      serviceId: 'svc42',
      token: 'fastly-token',
    });
    expect(edge.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /service/svc42/purge',
      'POST /service/svc42/purge',
    ]);
    expect(edge.received.map((call) => call.headers['fastly-key'])).toEqual([
      'fastly-token',
      'fastly-token',
    ]);
    expect(edge.received.map((call) => call.headers['surrogate-key'])).toEqual([
      keys.slice(0, 256).join(' '),
      keys.slice(256).join(' '),
    ]);
  });

  it('fails when Fastly does', async () => {
    edge.answer.status = 503;
    await expect(
      purgeEdge(['site'], { provider: 'fastly', apiUrl: edge.url, serviceId: 's', token: 't' }),
    ).rejects.toThrow('Fastly answered HTTP 503 to the purge of 1 key');
  });
});

describe('purging each Varnish', () => {
  let one: MockEdge;
  let two: MockEdge;
  beforeAll(async () => {
    [one, two] = await Promise.all([startMockEdge(), startMockEdge()]);
  });
  afterAll(() => Promise.all([one.close(), two.close()]));
  beforeEach(() => {
    for (const varnish of [one, two]) {
      varnish.received.length = 0;
      varnish.answer.status = 200;
    }
  });

  it('sends PURGE / with the keys in xkey-purge to every Varnish listed', async () => {
    await purgeEdge(['product:red-saree', 'listing:all'], {
      provider: 'varnish',
      urls: [one.url, `${two.url}/`],
    });
    for (const varnish of [one, two]) {
      expect(varnish.received).toEqual([
        expect.objectContaining({
          method: 'PURGE',
          url: '/',
          headers: expect.objectContaining({ 'xkey-purge': 'product:red-saree listing:all' }),
        }),
      ]);
    }
  });

  it('keeps each xkey-purge header short enough for Varnish', async () => {
    const keys = manyKeys(600);
    await purgeEdge(keys, { provider: 'varnish', urls: [one.url] });
    const sent = one.received.map((call) => String(call.headers['xkey-purge']));
    expect(sent.length).toBeGreaterThan(2);
    for (const header of sent) expect(header.length).toBeLessThanOrEqual(varnishHeaderChars);
    expect(sent.flatMap((header) => header.split(' '))).toEqual(keys);
  });

  it('fails when one of them does, after purging the others', async () => {
    two.answer.status = 500;
    await expect(
      purgeEdge(['site'], { provider: 'varnish', urls: [one.url, two.url] }),
    ).rejects.toThrow(`Varnish at ${two.url} answered HTTP 500 to the purge of 1 key`);
    expect(one.received).toHaveLength(1);
  });

  it('fails when one cannot be reached', async () => {
    const gone = await startMockEdge();
    await gone.close();
    await expect(purgeEdge(['site'], { provider: 'varnish', urls: [gone.url] })).rejects.toThrow(
      `Varnish at ${gone.url} could not be reached to purge 1 key`,
    );
  });
});

describe('the edge-purge job', () => {
  let varnish: MockEdge;
  const saved = { ...env };
  beforeAll(async () => {
    varnish = await startMockEdge();
  });
  afterAll(() => varnish.close());
  afterEach(() => {
    Object.assign(env, saved);
    varnish.received.length = 0;
    varnish.answer.status = 200;
  });

  const translate = async (tags: readonly string[]) =>
    tags.map((tag) => (tag === 'product:7' ? 'product:red-saree' : tag));

  it('purges the keys of the tags, and the keys it was given, at the configured edge', async () => {
    Object.assign(env, { EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: [varnish.url] });
    await edgePurgeJob(translate)({ tags: ['product:7', 'listing:all'], keys: ['product:old'] });
    expect(varnish.received.map((call) => call.headers['xkey-purge'])).toEqual([
      'product:red-saree listing:all product:old',
    ]);
  });

  it('throws when the edge fails, so that the queue tries again', async () => {
    Object.assign(env, { EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: [varnish.url] });
    varnish.answer.status = 500;
    await expect(edgePurgeJob(translate)({ tags: ['banner'], keys: [] })).rejects.toThrow(
      'answered HTTP 500',
    );
  });

  it('does nothing when no edge is configured', async () => {
    Object.assign(env, { EDGE_PURGE: undefined });
    await edgePurgeJob(translate)({ tags: ['banner'], keys: [] });
    expect(varnish.received).toEqual([]);
  });
});

describe('the edge in the environment', () => {
  it('is none unless EDGE_PURGE names one', () => {
    expect(configuredEdge(loadEnv({}))).toBeNull();
  });

  it('is read with the provider’s variables, and the APIs’ default hosts', () => {
    expect(
      configuredEdge(
        loadEnv({ EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z1', CLOUDFLARE_API_TOKEN: 't' }),
      ),
    ).toEqual({
      provider: 'cloudflare',
      apiUrl: 'https://api.cloudflare.com/client/v4',
      zoneId: 'z1',
      token: 't',
    });
    expect(
      configuredEdge(
        loadEnv({ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 's1', FASTLY_API_TOKEN: 't' }),
      ),
    ).toEqual({
      provider: 'fastly',
      apiUrl: 'https://api.fastly.com',
      serviceId: 's1',
      token: 't',
    });
    expect(
      configuredEdge(
        loadEnv({
          EDGE_PURGE: 'varnish',
          VARNISH_PURGE_URLS: 'http://10.0.0.5:6081, http://10.0.0.6:6081',
        }),
      ),
    ).toEqual({ provider: 'varnish', urls: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'] });
  });

  it.each([
    [{ EDGE_PURGE: 'akamai' }, 'Invalid environment variable EDGE_PURGE="akamai"'],
    [
      { EDGE_PURGE: 'varnish' },
      'Invalid environment variable VARNISH_PURGE_URLS=undefined: must be set with EDGE_PURGE=varnish',
    ],
    [
      { EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z1' },
      'Invalid environment variable CLOUDFLARE_API_TOKEN=undefined: must be set with EDGE_PURGE=cloudflare',
    ],
    [
      { EDGE_PURGE: 'fastly', FASTLY_API_TOKEN: 't' },
      'Invalid environment variable FASTLY_SERVICE_ID=undefined: must be set with EDGE_PURGE=fastly',
    ],
    [
      { EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://a:6081,varnish-two' },
      'Invalid environment variable VARNISH_PURGE_URLS="http://a:6081,varnish-two": must be a URL such as http://127.0.0.1:6081',
    ],
    [
      { VARNISH_PURGE_URLS: ' , ' },
      'Invalid environment variable VARNISH_PURGE_URLS=" , ": must be one URL or more',
    ],
    [
      { CLOUDFLARE_API_URL: 'ftp://api.example' },
      'Invalid environment variable CLOUDFLARE_API_URL="ftp://api.example": must be a URL',
    ],
    [
      { CLOUDFLARE_ZONE_ID: 'zone/../x' },
      'Invalid environment variable CLOUDFLARE_ZONE_ID="zone/../x"',
    ],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});
