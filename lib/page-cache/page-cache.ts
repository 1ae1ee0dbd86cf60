import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '@/lib/cache/lru-cache';
import { acceptsGzip } from '@/lib/http/accepts-gzip';
import { sameSecret } from '@/lib/security/same-secret';
import { isBuildAsset, pageCacheKey } from './cacheable-page';
import {
  deflateTemplate,
  fillNonceTemplate,
  templateBytes,
  toFixedTemplate,
  toNonceTemplate,
  type NonceTemplate,
  type PageHeaders,
} from './nonce-template';
import { sendBusyPage } from './busy-page';
import { createRenderSlots } from './render-slots';
import { tapResponse, type TappedResponse } from './response-tap';

export type RenderPage = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type PageCacheOptions = {
  /** Bytes kept at most (pages, plain and compressed); the least recently used go first. */
  maxBytes: number;
  /** How long a render is served; the catalogue data behind it is cached longer still. */
  ttlMs: number;
  /**
   * How long after its render a page may still be served while one request renders it
   * again, so that a busy page's expiry costs one render and not everyone's wait.
   */
  staleMs: number;
  createNonce: () => string;
  /**
   * Sends a GET for `url`, with `headers`, to this server, and resolves once it has been
   * answered. Given, an expired page is rendered again in the background, by such a request,
   * and nobody waits for it; without it, the first request after expiry renders and waits.
   */
  revalidate?: (url: string, headers: Record<string, string>) => Promise<void>;
  now?: () => number;
  /** Renders of pages run at once at most; the rest wait (render-slots.ts). Unset: no limit. */
  maxRenders?: number;
  /**
   * With maxRenders: shoppers' misses that may wait for a render at once. One more is
   * answered 503 with Retry-After (busy-page.ts), and an expired page's background render
   * is dropped (its old copy is served meanwhile). Unset: no bound.
   */
  maxWaiting?: number;
};

/** Marks the server's own background renders; the value is a secret of the process. */
const refreshHeader = 'x-page-cache-refresh';

/**
 * How browsers may keep a catalogue page. Next marks pages rendered per request no-store,
 * which keeps them out of the back/forward cache: Back from a product to its listing
 * would load the listing again instead of restoring it. Nothing in these pages belongs
 * to one shopper, so the browser may keep them; it still asks again before reusing one
 * (no-cache), and shared caches may not (private), since each answer's nonce is its own.
 */
export const cataloguePageCacheControl = 'private, no-cache, max-age=0, must-revalidate';

function letBrowsersKeep(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      name.toLowerCase() === 'cache-control' ? cataloguePageCacheControl : value,
    )) as ServerResponse['setHeader'];
}

/** Headers that belong to one answer (or to the transfer), not to the page. */
const perAnswerHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'x-page-cache',
]);

/** Next compresses a miss for the client that asked; the copy kept is the HTML itself. */
const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

/** A render worth keeping: a complete page or build file that sets nothing for one browser alone. */
async function toCachedPage({
  status,
  headers,
  body,
}: TappedResponse): Promise<NonceTemplate | null> {
  const type = String(headers['content-type']);
  const isPage = type.startsWith('text/html');
  const isAsset = /^(?:text\/css|(?:application|text)\/javascript)\b/.test(type);
  if (status !== 200 || !(isPage || isAsset)) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const encoding = headers['content-encoding'];
  const decode = encoding === undefined ? async () => body : decoders[String(encoding)];
  if (!decode) return null;
  const kept: PageHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !perAnswerHeaders.has(name)) kept[name] = value;
  }
  const vary = String(kept.vary ?? '');
  if (!/accept-encoding/i.test(vary)) {
    kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  const decoded = await decode(body);
  return isPage ? toNonceTemplate(decoded.toString('utf8'), kept) : toFixedTemplate(decoded, kept);
}

/**
 * Serves catalogue pages and build files from memory. Every page is rendered per request
 * so that it can carry its own CSP nonce; this keeps one render of each page for a short
 * while and gives each answer a fresh nonce in place of the render's. Concurrent requests
 * for a page being rendered for the first time wait for that render; once it has expired,
 * they get the old copy while it is rendered again: in the background when the server
 * gives `revalidate`, otherwise by the first of them, who waits for it.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  type Kept = { page: NonceTemplate; renderedAt: number };
  const pages = new LruCache<Kept>({
    maxSize: options.maxBytes,
    ttlMs: Math.max(options.ttlMs, options.staleMs),
    now,
  });
  const rendering = new Map<string, Promise<void>>();
  const slots = options.maxRenders
    ? createRenderSlots(options.maxRenders, { maxWaiting: options.maxWaiting })
    : null;
  const deflating = new WeakMap<Kept, Promise<void>>();
  const refreshToken = Buffer.from(crypto.randomBytes(24).toString('base64url'));

  /** Whether a request is one of this cache's background renders (and not a client's). */
  function isRefresh(req: IncomingMessage): boolean {
    const value = req.headers[refreshHeader];
    return typeof value === 'string' && sameSecret(value, refreshToken);
  }

  /** Renders an expired page again through the server, once, while the old copy is served. */
  function refreshInBackground(
    key: string,
    revalidate: NonNullable<PageCacheOptions['revalidate']>,
  ) {
    const refreshed: Promise<void> = revalidate(key, { [refreshHeader]: refreshToken.toString() })
      .catch((error: unknown) =>
        console.error(`The page cache could not render ${key} again:`, error),
      )
      .finally(() => {
        if (rendering.get(key) === refreshed) rendering.delete(key);
      });
    rendering.set(key, refreshed);
  }

  /** Compresses a kept page the first time a client asks for gzip (once, however many ask). */
  async function compressed(key: string, kept: Kept) {
    let pending = deflating.get(kept);
    if (!pending) {
      pending = deflateTemplate(kept.page).then(() =>
        pages.resize(key, kept, templateBytes(kept.page)),
      );
      deflating.set(kept, pending);
    }
    await pending;
  }

  async function send(
    key: string,
    kept: Kept,
    state: 'hit' | 'stale',
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const wantsGzip = acceptsGzip(req.headers['accept-encoding']);
    if (wantsGzip && !kept.page.deflated) await compressed(key, kept);
    const { body, gzip, headers } = fillNonceTemplate(kept.page, options.createNonce(), wantsGzip);
    res.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', body.length);
    res.setHeader('x-page-cache', state);
    res.end(body);
  }

  async function renderAndKeep(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: RenderPage,
    inBackground = false,
  ) {
    const isPage = !isBuildAsset(key);
    if (isPage && slots?.isFull(inBackground)) {
      return sendBusyPage(res, key, options.createNonce());
    }
    res.setHeader('x-page-cache', 'miss');
    if (isPage) letBrowsersKeep(res);
    const renderedAt = now();
    const tap = tapResponse(res);
    const kept = tap.response.then(async (response) => {
      const page = response && (await toCachedPage(response));
      if (page) pages.set(key, { page, renderedAt }, templateBytes(page));
      // A page that is gone must not be served stale; after an error the old copy may be.
      else if (response?.status === 404 || response?.status === 410) pages.delete(key);
    });
    rendering.set(key, kept);
    let rendered: Promise<void> = Promise.resolve();
    try {
      const made = () => {
        rendered = render(req, res);
        return Promise.race([rendered, tap.produced]);
      };
      // A build file is read, not rendered: it never waits behind pages. A page's slot is
      // free once the page is made, while it may still be on its way out.
      await (isPage && slots ? slots.run(made, inBackground) : made());
      await rendered;
      await kept;
    } finally {
      rendering.delete(key);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, render: RenderPage) {
    const key = pageCacheKey(req);
    if (key === null) return render(req, res);
    // What is kept is served for the key: a render must not see what the key leaves out.
    req.url = key;
    if (isRefresh(req)) return renderAndKeep(key, req, res, render, true);
    const kept = pages.get(key);
    const age = kept ? now() - kept.renderedAt : Infinity;
    if (kept && age < options.ttlMs) return send(key, kept, 'hit', req, res);
    if (kept && age < options.staleMs) {
      if (options.revalidate) {
        // With the background queue full, the page is asked for again by a later request.
        const queued = rendering.has(key) || slots?.isFull(true);
        if (!queued) refreshInBackground(key, options.revalidate);
        return send(key, kept, 'stale', req, res);
      }
      if (rendering.has(key)) return send(key, kept, 'stale', req, res);
    }
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const rendered = pages.get(key);
      if (rendered) return send(key, rendered, 'hit', req, res);
    }
    // First render, an expired page (this request renders it again while others get the
    // stale copy), or a render that could not be kept.
    return renderAndKeep(key, req, res, render);
  }

  return { handle };
}

export type PageCache = ReturnType<typeof createPageCache>;
