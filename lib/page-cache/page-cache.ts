import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '@/lib/cache/lru-cache';
import { acceptsGzip } from '@/lib/http/accepts-gzip';
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
import { captureResponse, type CapturedResponse } from './response-capture';

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

const gzipAsync = promisify(zlib.gzip);

/**
 * A render as Next made it, compressed in one pass for a client that takes gzip. The parts
 * of a kept copy are compressed only when a second client asks: most listings with filters
 * are asked for once, and compressing parts (to splice nonces in) costs several times more.
 */
async function asRendered(
  { headers, body }: CapturedResponse,
  wantsGzip: boolean,
  res: ServerResponse,
): Promise<Buffer> {
  if (res.headersSent || headers['content-encoding'] !== undefined) return body;
  res.setHeader('x-page-cache', 'miss');
  const vary = headers.vary === undefined ? '' : `${String(headers.vary)}, `;
  res.setHeader('vary', `${vary}Accept-Encoding`);
  if (!wantsGzip || body.length < 1024) return body;
  const compressed = await gzipAsync(body);
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', compressed.length);
  return compressed;
}

/** A render worth keeping: a complete page or build file that sets nothing for one browser alone. */
function toCachedPage({ status, headers, body }: CapturedResponse): NonceTemplate | null {
  const type = String(headers['content-type']);
  const isPage = type.startsWith('text/html');
  const isAsset = /^(?:text\/css|(?:application|text)\/javascript)\b/.test(type);
  if (status !== 200 || !(isPage || isAsset)) return null;
  if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return null;
  const kept: PageHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !perAnswerHeaders.has(name)) kept[name] = value;
  }
  const vary = String(kept.vary ?? '');
  if (!/accept-encoding/i.test(vary)) {
    kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return isPage ? toNonceTemplate(body.toString('utf8'), kept) : toFixedTemplate(body, kept);
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
  const deflating = new WeakMap<Kept, Promise<void>>();
  const refreshToken = Buffer.from(crypto.randomBytes(24).toString('base64url'));

  /** Whether a request is one of this cache's background renders (and not a client's). */
  function isRefresh(req: IncomingMessage): boolean {
    const value = req.headers[refreshHeader];
    if (typeof value !== 'string' || value.length !== refreshToken.length) return false;
    return crypto.timingSafeEqual(Buffer.from(value), refreshToken);
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
    wantsGzip: boolean,
    res: ServerResponse,
  ) {
    if (wantsGzip && !kept.page.deflated) await compressed(key, kept);
    const { body, gzip, headers } = fillNonceTemplate(kept.page, options.createNonce(), wantsGzip);
    res.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', body.length);
    res.setHeader('x-page-cache', state);
    res.end(body);
  }

  const wantsGzip = (req: IncomingMessage) => acceptsGzip(req.headers['accept-encoding']);

  /**
   * Renders a page and keeps it. Next is asked for plain text and its answer held back until
   * it ends: Next would compress as it streams, a turn of the thread pool per chunk, and the
   * copy kept would have to be decoded again. The render goes out compressed in one pass.
   */
  async function renderAndKeep(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: RenderPage,
  ) {
    if (!isBuildAsset(key)) letBrowsersKeep(res);
    const renderedAt = now();
    const gzip = wantsGzip(req);
    delete req.headers['accept-encoding'];
    const capture = captureResponse(res);
    const rendered = render(req, res);
    const answered = Promise.race([capture, rendered.then(() => capture)]).then(
      async (captured) => {
        if (!captured) return;
        const page = toCachedPage(captured.response);
        if (page) pages.set(key, { page, renderedAt }, templateBytes(page));
        // A page that is gone must not be served stale; after an error the old copy may be.
        else if ([404, 410].includes(captured.response.status)) pages.delete(key);
        captured.send(await asRendered(captured.response, gzip, res));
      },
    );
    // Requests waiting for this render read the cache once it is done, failed or not.
    rendering.set(
      key,
      answered.catch(() => {}),
    );
    try {
      await answered;
      await rendered;
    } finally {
      rendering.delete(key);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, render: RenderPage) {
    const key = pageCacheKey(req);
    if (key === null) return render(req, res);
    if (isRefresh(req)) return renderAndKeep(key, req, res, render);
    const kept = pages.get(key);
    const age = kept ? now() - kept.renderedAt : Infinity;
    if (kept && age < options.ttlMs) return send(key, kept, 'hit', wantsGzip(req), res);
    if (kept && age < options.staleMs) {
      if (!rendering.has(key) && options.revalidate) refreshInBackground(key, options.revalidate);
      if (rendering.has(key)) return send(key, kept, 'stale', wantsGzip(req), res);
    }
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const rendered = pages.get(key);
      if (rendered) return send(key, rendered, 'hit', wantsGzip(req), res);
    }
    // First render, an expired page (this request renders it again while others get the
    // stale copy), or a render that could not be kept.
    return renderAndKeep(key, req, res, render);
  }

  return { handle };
}

export type PageCache = ReturnType<typeof createPageCache>;
