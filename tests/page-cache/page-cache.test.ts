import crypto from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { nonceOf } from '@/lib/page-cache/nonce-template';
import {
  cataloguePageCacheControl,
  createPageCache,
  type PageCacheOptions,
  type RenderPage,
} from '@/lib/page-cache/page-cache';

type Reply = { status?: number; headers?: Record<string, string>; chunks?: string[] };

/** A stand-in for Next: renders a page with a fresh nonce, as the proxy and React would. */
function fakeNext(reply: (url: string) => Reply = () => ({})) {
  let renders = 0;
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const render: RenderPage = async (req, res) => {
    renders += 1;
    const nonce = crypto.randomBytes(16).toString('base64');
    const { status = 200, headers = {}, chunks } = reply(req.url!);
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader('vary', 'rsc');
    res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write(`<html><script nonce="${nonce}">1</script>`);
    if (held) await held;
    for (const chunk of chunks ?? [`<p>${req.url} বিয়ে</p>`]) res.write(chunk);
    res.end(`<script nonce="${nonce}">2</script></html>`);
  };
  return {
    render,
    get renders() {
      return renders;
    },
    /** Makes renders stop halfway until the returned function is called. */
    hold() {
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

type RenderLimits = Pick<PageCacheOptions, 'maxRenders' | 'maxWaiting'>;

type Revalidate = (url: string, headers: Record<string, string>) => Promise<void>;

/** Serves the cache; `inBackground` gives it a revalidate that asks this same server, as serve.ts does. */
async function serve(
  render: RenderPage,
  now = () => Date.now(),
  inBackground = false,
  limits: RenderLimits = {},
) {
  let count = 0;
  let base = '';
  const requests: Revalidate = async (url, headers) => {
    await (await fetch(base + url, { headers })).arrayBuffer();
  };
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    staleMs: 300_000,
    createNonce: () => `fresh${String(++count).padStart(19, '0')}`,
    revalidate: inBackground ? requests : undefined,
    now,
    ...limits,
  });
  const server = http.createServer((req, res) => void cache.handle(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** GETs a page and checks that every script carries the nonce its policy allows. */
async function page(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const html = await response.text();
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = nonceOf(policy) ?? undefined;
  const scriptNonces = [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
  expect(scriptNonces).toEqual([nonce, nonce]);
  expect(response.headers.get('link')).toContain(`nonce="${nonce}"`);
  return { response, html, nonce };
}

/** GETs a URL asking for the given encodings, and gives the bytes as they came. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const nonceOfAnswer = (headers: http.IncomingHttpHeaders) =>
  nonceOf(String(headers['content-security-policy']))!;

/** Retries an assertion until it holds, for what happens in the background. */
async function waitFor(assertion: () => unknown, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return void (await assertion());
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let servers: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});
async function start(
  render: RenderPage,
  now?: () => number,
  inBackground = false,
  limits?: RenderLimits,
) {
  const server = await serve(render, now, inBackground, limits);
  servers.push(server);
  return server.base;
}

describe('the page cache', () => {
  it('renders a catalogue page once and gives every later answer its own nonce', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    const first = await page(`${base}/product/a`);
    const second = await page(`${base}/product/a`);
    const third = await page(`${base}/product/a`);
    expect(next.renders).toBe(1);
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(second.html.replaceAll(second.nonce!, 'N')).toBe(
      first.html.replaceAll(first.nonce!, 'N'),
    );
    expect(second.html).toContain('বিয়ে');
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('vary')).toBe('rsc, Accept-Encoding');
  });

  it('lets browsers keep catalogue pages for Back and Forward, but never shared caches', async () => {
    const noStore = 'private, no-cache, no-store, max-age=0, must-revalidate';
    const next = fakeNext(() => ({ headers: { 'Cache-Control': noStore } }));
    const base = await start(next.render);
    const miss = await page(`${base}/occasion/bridal`);
    const hit = await page(`${base}/occasion/bridal`);
    expect(hit.response.headers.get('x-page-cache')).toBe('hit');
    for (const answer of [miss, hit]) {
      expect(answer.response.headers.get('cache-control')).toBe(cataloguePageCacheControl);
    }
    expect(cataloguePageCacheControl).not.toMatch(/no-store|public/);
    // Pages of one shopper keep what Next says.
    const cart = await page(`${base}/shop/cart`);
    expect(cart.response.headers.get('cache-control')).toBe(noStore);
  });

  it('serves one render to links that differ only in their tracking parameters', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    const fromFacebook = await page(`${base}/occasion/bridal?attribute=red&fbclid=IwAR0first`);
    const fromInstagram = await page(`${base}/occasion/bridal?attribute=red&igshid=second`);
    const typed = await page(`${base}/occasion/bridal?attribute=red`);
    expect(next.renders).toBe(1);
    expect(fromInstagram.response.headers.get('x-page-cache')).toBe('hit');
    expect(typed.response.headers.get('x-page-cache')).toBe('hit');
    // The render saw the URL of its key: no shopper's click id is kept for the others.
    expect(fromFacebook.html).toContain('<p>/occasion/bridal?attribute=red বিয়ে</p>');
    expect(fromInstagram.html).not.toMatch(/IwAR0first|second/);
  });

  it('keeps each URL, query included, apart', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    await page(`${base}/shop?page=2`);
    const other = await page(`${base}/shop?page=3`);
    expect(other.html).toContain('/shop?page=3');
    expect(next.renders).toBe(2);
  });

  it('answers gzip to clients that take it, and plain text to the rest', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    const plain = await page(`${base}/pages/faq`);
    const cases = [
      { accept: 'gzip, deflate, br, zstd', gzip: true },
      { accept: 'GZIP', gzip: true },
      { accept: 'br', gzip: false },
      { accept: 'gzip;q=0, br', gzip: false },
      { accept: 'identity', gzip: false },
    ];
    for (const { accept, gzip } of cases) {
      const raw = await rawGet(`${base}/pages/faq`, accept);
      expect(raw.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      const html = (gzip ? zlib.gunzipSync(raw.body) : raw.body).toString();
      const nonce = nonceOfAnswer(raw.headers);
      expect(nonce).not.toBe(plain.nonce);
      expect(html.replaceAll(nonce, 'N')).toBe(plain.html.replaceAll(plain.nonce!, 'N'));
    }
  });

  it('lets a miss go out compressed as Next made it, and keeps the page itself', async () => {
    const next = fakeNext();
    const compressing: RenderPage = async (req, res) => {
      // Next compresses for a client that asks, after the page cache has seen the request.
      const chunks: Buffer[] = [];
      const end = res.end.bind(res);
      res.write = ((chunk: string) => chunks.push(Buffer.from(chunk)) > 0) as typeof res.write;
      res.end = ((chunk?: string) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        res.setHeader('content-encoding', 'gzip');
        return end(zlib.gzipSync(Buffer.concat(chunks)));
      }) as typeof res.end;
      await next.render(req, res);
    };
    const base = await start(compressing);
    const miss = await rawGet(`${base}/shop`, 'gzip');
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const missHtml = zlib.gunzipSync(miss.body).toString();
    for (const accept of ['identity', 'gzip']) {
      const hit = await rawGet(`${base}/shop`, accept);
      expect(hit.headers['x-page-cache']).toBe('hit');
      const html = (accept === 'gzip' ? zlib.gunzipSync(hit.body) : hit.body).toString();
      expect(html.replaceAll(nonceOfAnswer(hit.headers), 'N')).toBe(
        missHtml.replaceAll(nonceOfAnswer(miss.headers), 'N'),
      );
    }
    expect(next.renders).toBe(1);
  });

  it('lets requests that arrive during a render wait for it instead of rendering again', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    const release = next.hold();
    const answers = Array.from({ length: 5 }, () => page(`${base}/occasion/bridal`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const pages = await Promise.all(answers);
    expect(next.renders).toBe(1);
    expect(new Set(pages.map((answer) => answer.nonce)).size).toBe(5);
  });

  it('renders again once a page has expired', async () => {
    let clock = 0;
    const next = fakeNext();
    const base = await start(next.render, () => clock);
    await page(`${base}/`);
    // Kept once its compressed copy is ready, which this request waits for.
    expect((await page(`${base}/`)).response.headers.get('x-page-cache')).toBe('hit');
    clock = 59_000;
    await page(`${base}/`);
    expect(next.renders).toBe(1);
    clock = 61_000;
    await page(`${base}/`);
    expect(next.renders).toBe(2);
  });

  it('serves the expired copy while one request renders the page again', async () => {
    let clock = 0;
    const next = fakeNext();
    const base = await start(next.render, () => clock);
    const first = await page(`${base}/product/gown`);
    clock = 61_000;
    const release = next.hold();
    const refreshing = page(`${base}/product/gown`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const others = await Promise.all([1, 2, 3].map(() => page(`${base}/product/gown`)));
    expect(others.map((answer) => answer.response.headers.get('x-page-cache'))).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    expect(new Set(others.map((answer) => answer.nonce)).size).toBe(3);
    expect(others[0]!.html.replaceAll(others[0]!.nonce!, 'N')).toBe(
      first.html.replaceAll(first.nonce!, 'N'),
    );
    release();
    expect((await refreshing).response.headers.get('x-page-cache')).toBe('miss');
    expect((await page(`${base}/product/gown`)).response.headers.get('x-page-cache')).toBe('hit');
    expect(next.renders).toBe(2);
  });

  it('renders an expired page again in the background, and nobody waits for it', async () => {
    let clock = 0;
    const next = fakeNext();
    const base = await start(next.render, () => clock, true);
    const first = await page(`${base}/product/gown`);
    clock = 61_000;
    const release = next.hold();
    // Every request gets the old copy at once, the one that found it expired too.
    const answers = await Promise.all([1, 2, 3].map(() => page(`${base}/product/gown`)));
    expect(answers.map((answer) => answer.response.headers.get('x-page-cache'))).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    expect(answers[0]!.html.replaceAll(answers[0]!.nonce!, 'N')).toBe(
      first.html.replaceAll(first.nonce!, 'N'),
    );
    // The first render and the one in the background.
    await waitFor(() => expect(next.renders).toBe(2));
    release();
    await waitFor(async () =>
      expect((await page(`${base}/product/gown`)).response.headers.get('x-page-cache')).toBe('hit'),
    );
    expect(next.renders).toBe(2);
  });

  it('treats a refresh header without the secret as an ordinary request', async () => {
    let clock = 0;
    const next = fakeNext();
    const base = await start(next.render, () => clock, true);
    await page(`${base}/product/gown`);
    const forged = { 'x-page-cache-refresh': 'a'.repeat(32) };
    const answer = await page(`${base}/product/gown`, { headers: forged });
    expect(answer.response.headers.get('x-page-cache')).toBe('hit');
    expect(next.renders).toBe(1);
    clock = 61_000;
    await page(`${base}/product/gown`, { headers: forged });
    await waitFor(() => expect(next.renders).toBe(2));
    // As long as the secret in characters, longer in bytes: once, that threw (a 500).
    const lookAlike = { 'x-page-cache-refresh': 'é'.repeat(32) };
    const answer2 = await fetch(`${base}/product/gown`, { headers: lookAlike });
    expect(answer2.status).toBe(200);
    expect(answer2.headers.get('x-page-cache')).not.toBe('miss');
  });

  it('never serves a copy older than the stale limit, nor one of a page now gone', async () => {
    let clock = 0;
    let gone = false;
    const next = fakeNext(() => (gone ? { status: 404 } : {}));
    const base = await start(next.render, () => clock);
    await page(`${base}/product/gown`);
    await page(`${base}/product/gown`);
    clock = 301_000; // past the stale limit: everyone waits for the new render
    const release = next.hold();
    const answers = [1, 2].map(() => page(`${base}/product/gown`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await Promise.all(answers)).map((a) => a.response.headers.get('x-page-cache'))).toEqual(
      ['miss', 'hit'],
    );
    clock = 400_000; // expired again, and the product is gone
    gone = true;
    expect((await fetch(`${base}/product/gown`)).status).toBe(404);
    // A render under way no longer makes others take the old copy: there is none.
    const hold = next.hold();
    const rendering = fetch(`${base}/product/gown`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = fetch(`${base}/product/gown`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    hold();
    expect([(await rendering).status, (await during).status]).toEqual([404, 404]);
  });

  it("keeps the build's scripts byte for byte, and answers them gzip from then on", async () => {
    // Not valid UTF-8 on purpose: a file must come back exactly as Next sent it.
    const script = Buffer.concat([Buffer.from('self.a="বিয়ে";'), Buffer.from([0xff, 0xfe])]);
    let served = 0;
    const base = await start(async (_req, res) => {
      served += 1;
      res.setHeader('content-type', 'application/javascript; charset=UTF-8');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.end(script);
    });
    const url = `${base}/_next/static/chunks/0abc.js`;
    const miss = await rawGet(url, 'identity');
    expect(miss.headers['x-page-cache']).toBe('miss');
    const plain = await rawGet(url, 'identity');
    const gzip = await rawGet(url, 'gzip');
    expect([plain.headers['x-page-cache'], gzip.headers['x-page-cache']]).toEqual(['hit', 'hit']);
    expect(plain.body.equals(script)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served).toBe(1);
  });

  it.each<[string, Reply]>([
    ['a missing page', { status: 404 }],
    ['an error page', { status: 500 }],
    ['a page that sets a cookie', { headers: { 'set-cookie': 'a=1' } }],
    ['a page that is not HTML', { headers: { 'content-type': 'application/json' } }],
  ])('never keeps %s', async (_, reply) => {
    const next = fakeNext(() => reply);
    const base = await start(next.render);
    await fetch(`${base}/product/x`).then((response) => response.text());
    await fetch(`${base}/product/x`).then((response) => response.text());
    expect(next.renders).toBe(2);
  });

  it('renders pages that are not the same for everyone every time', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    for (const url of ['/shop/cart', '/account/Profile', '/shop/cart']) {
      const answer = await page(`${base}${url}`);
      expect(answer.response.headers.get('x-page-cache')).toBeNull();
    }
    await page(`${base}/shop`, { headers: { rsc: '1' } });
    await page(`${base}/shop`, { headers: { rsc: '1' } });
    expect(next.renders).toBe(5);
  });

  it('keeps nothing of a render whose client left halfway', async () => {
    const next = fakeNext();
    const base = await start(next.render);
    const release = next.hold();
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}/product/b`, (res) => {
        res.once('data', () => {
          request.destroy(); // the shopper leaves after the first bytes
          resolve();
        });
      });
      request.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await page(`${base}/product/b`);
    expect(next.renders).toBe(2);
  });

  it('renders at most maxRenders pages at once; the others wait their turn', async () => {
    const next = fakeNext();
    const base = await start(next.render, undefined, false, { maxRenders: 1 });
    const release = next.hold();
    const answers = ['/product/a', '/product/b'].map((path) => page(`${base}${path}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(next.renders).toBe(1);
    release();
    await Promise.all(answers);
    expect(next.renders).toBe(2);
  });

  it('answers 503 with Retry-After once maxWaiting misses wait, and renders them later', async () => {
    const next = fakeNext();
    const base = await start(next.render, undefined, false, { maxRenders: 1, maxWaiting: 1 });
    const release = next.hold();
    const rendering = page(`${base}/product/a`);
    await waitFor(() => expect(next.renders).toBe(1));
    const waiting = page(`${base}/product/b`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const busy = await fetch(`${base}/product/c?colour=rose&x=%3Cb%3E`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(busy.headers.get('x-page-cache')).toBe('busy');
    expect(busy.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(busy.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await busy.text();
    expect(html).toContain('href="/product/c?colour=rose&#38;x=%3Cb%3E">Try again</a>');
    const styleNonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(busy.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'nonce-${styleNonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    // A request for the page being rendered waits for that render: it adds no render.
    const sameAsRendering = page(`${base}/product/a`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next.renders).toBe(1);

    release();
    for (const answer of await Promise.all([rendering, waiting, sameAsRendering])) {
      expect(answer.response.status).toBe(200);
    }
    const later = await page(`${base}/product/c?colour=rose&x=%3Cb%3E`);
    expect(later.response.headers.get('x-page-cache')).toBe('miss');
    expect(next.renders).toBe(3);
  });

  it('serves stale copies without asking for more background renders than may wait', async () => {
    let clock = 0;
    const next = fakeNext();
    const base = await start(next.render, () => clock, true, { maxRenders: 1, maxWaiting: 1 });
    for (const name of ['a', 'b', 'c']) await page(`${base}/product/${name}`);
    clock = 61_000;
    const release = next.hold();
    const answers = [];
    // a's refresh renders, b's waits for the slot (the queue's one place), c's is not asked.
    for (const name of ['a', 'b', 'c']) {
      answers.push(await page(`${base}/product/${name}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answers.map((answer) => answer.response.headers.get('x-page-cache'))).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    expect(next.renders).toBe(4);
    release();
    await waitFor(() => expect(next.renders).toBe(5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next.renders).toBe(5);
    // c is still the old copy; asked again, with the queue empty, it is rendered again.
    expect((await page(`${base}/product/c`)).response.headers.get('x-page-cache')).toBe('stale');
    await waitFor(() => expect(next.renders).toBe(6));
  });

  it("serves the build's files without waiting for a render slot", async () => {
    const next = fakeNext();
    const script: RenderPage = async (req, res) => {
      if (!req.url!.startsWith('/_next/')) return next.render(req, res);
      res.setHeader('content-type', 'application/javascript');
      res.end('console.log(1)');
    };
    const base = await start(script, undefined, false, { maxRenders: 1 });
    const release = next.hold();
    const held = page(`${base}/product/a`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const file = await fetch(`${base}/_next/static/chunks/app.js`, {
      signal: AbortSignal.timeout(2000),
    });
    expect(await file.text()).toBe('console.log(1)');
    release();
    await held;
  });

  it('frees a render slot once the page is made, though its client reads nothing', async () => {
    // As Next does: waits whenever a write reports a full buffer, and for the end to be sent.
    const patient: RenderPage = async (req, res) => {
      const nonce = crypto.randomBytes(16).toString('base64');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
      const chunk = `<p>${'লেহেঙ্গা '.repeat(10_000)}</p>`;
      for (let i = 0; i < 64; i += 1) {
        if (!res.write(chunk)) await once(res, 'drain');
      }
      res.end(`<script nonce="${nonce}">1</script>`);
      await Promise.race([once(res, 'finish'), once(res, 'close')]);
    };
    const base = await start(patient, undefined, false, { maxRenders: 1 });
    const stalled = http.get(`${base}/product/big`, (res) => res.pause());
    stalled.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const other = await fetch(`${base}/product/other`, { signal: AbortSignal.timeout(3000) });
      expect(other.status).toBe(200);
      expect((await other.text()).length).toBeGreaterThan(64 * 10_000);
    } finally {
      stalled.destroy();
    }
  });
});
