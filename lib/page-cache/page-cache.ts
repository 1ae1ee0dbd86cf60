import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '@/lib/cache/lru-cache';
import { pageCacheKey } from './cacheable-page';
import {
  fillNonceTemplate,
  toNonceTemplate,
  type NonceTemplate,
  type PageHeaders,
} from './nonce-template';
import { tapResponse, type TappedResponse } from './response-tap';

export type RenderPage = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type PageCacheOptions = {
  /** Bytes of HTML kept at most; the least recently used pages go first. */
  maxBytes: number;
  /** How long a render is served; the catalogue data behind it is cached longer still. */
  ttlMs: number;
  createNonce: () => string;
  now?: () => number;
};

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors = {
  br: (body: Buffer) =>
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) as Promise<Buffer>,
  gzip: (body: Buffer) => gzip(body, { level: 6 }) as Promise<Buffer>,
};

function acceptedEncoding(header: string | string[] | undefined): keyof typeof compressors | null {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A render worth keeping: a complete HTML page that sets nothing for one browser alone. */
function toCachedPage({ status, headers, body }: TappedResponse): NonceTemplate | null {
  if (status !== 200 || !String(headers['content-type']).startsWith('text/html')) return null;
  if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return null;
  const kept: PageHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !perAnswerHeaders.has(name)) kept[name] = value;
  }
  const vary = String(kept.vary ?? '');
  if (!/accept-encoding/i.test(vary)) {
    kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return toNonceTemplate(body.toString('utf8'), kept);
}

const sizeOf = (page: NonceTemplate) => page.body.reduce((bytes, part) => bytes + part.length, 0);

/**
 * Serves catalogue pages from memory. Every page is rendered per request so that it can
 * carry its own CSP nonce; this keeps one render of each page for a short while and gives
 * each answer a fresh nonce in place of the render's. Concurrent requests for a page that
 * is being rendered wait for that render instead of starting their own.
 */
export function createPageCache(options: PageCacheOptions) {
  const pages = new LruCache<NonceTemplate>({
    maxSize: options.maxBytes,
    ttlMs: options.ttlMs,
    now: options.now,
  });
  const rendering = new Map<string, Promise<void>>();

  async function send(page: NonceTemplate, req: IncomingMessage, res: ServerResponse) {
    const { html, headers } = fillNonceTemplate(page, options.createNonce());
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const body = encoding ? await compressors[encoding](Buffer.from(html)) : Buffer.from(html);
    res.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.setHeader('x-page-cache', 'hit');
    res.end(body);
  }

  async function renderAndKeep(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: RenderPage,
  ) {
    // The copy kept must be plain HTML, so this one answer goes out uncompressed.
    delete req.headers['accept-encoding'];
    res.setHeader('x-page-cache', 'miss');
    const kept = tapResponse(res).then((response) => {
      const page = response && toCachedPage(response);
      if (page) pages.set(key, page, sizeOf(page));
    });
    rendering.set(key, kept);
    try {
      await render(req, res);
      await kept;
    } finally {
      rendering.delete(key);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, render: RenderPage) {
    const key = pageCacheKey(req);
    if (key === null) return render(req, res);
    let page = pages.get(key);
    const pending = page ? undefined : rendering.get(key);
    if (pending) {
      await pending;
      page = pages.get(key);
    }
    if (page) return send(page, req, res);
    return renderAndKeep(key, req, res, render);
  }

  return { handle };
}

export type PageCache = ReturnType<typeof createPageCache>;
