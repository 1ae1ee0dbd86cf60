import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptsGzip } from '@/lib/http/accepts-gzip';

const gzip = promisify(zlib.gzip);

/** Methods whose requests may carry a body that the handler reads. */
const bodiless = new Set(['GET', 'HEAD']);

/**
 * Fills the `X-Forwarded-*` headers as Next's server does before its handlers run (only
 * those a request lacks), so per-IP limits see the same address on either path.
 */
export function addForwardedHeaders(req: IncomingMessage, port: number, hostname?: string): void {
  const headers = req.headers;
  headers['x-forwarded-host'] ??= headers.host ?? hostname;
  headers['x-forwarded-port'] ??= String(port);
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-for'] ??= req.socket.remoteAddress;
}

/** The request as a route handler receives it, at the absolute URL Next would give it. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (!bodiless.has(method)) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(origin + (req.url ?? '/'), init);
}

/** Next's compression threshold: smaller answers are sent as they are. */
const compressFrom = 1024;

const compressible = (type: string | null) =>
  /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/i.test(type ?? '');

/** Writes a route handler's answer, gzipped as Next would for a client that takes it. */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: readonly { key: string; value: string }[],
): Promise<void> {
  res.statusCode = response.status;
  for (const { key, value } of extraHeaders) res.setHeader(key, value);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  let body = Buffer.from(await response.arrayBuffer());
  if (compressible(response.headers.get('content-type'))) {
    res.setHeader('vary', 'Accept-Encoding');
    const compress =
      body.length >= compressFrom &&
      !response.headers.has('content-encoding') &&
      acceptsGzip(req.headers['accept-encoding']);
    if (compress) {
      body = await gzip(body);
      res.setHeader('content-encoding', 'gzip');
    }
  }
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
