import http from 'node:http';
import { parseArgs } from 'node:util';
import { createDirectApi } from '@/lib/direct-api/direct-api';
import { isMalformedTarget } from '@/lib/http/malformed-target';
import { pooledNonce } from '@/lib/page-cache/nonce-pool';
import { createPageCache } from '@/lib/page-cache/page-cache';
import { resourceHeaders } from '@/lib/security/security-headers.mjs';

// node --import tsx scripts/serve.ts --port 3000 [--hostname 127.0.0.1] [--dir build-root]
// Serves a production build: Next's own request handler behind the page cache, and /api/v1
// answered by the build's route handlers directly (lib/direct-api), in one process (PGlite
// lets one process own its data directory). `npm start` runs this.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string' },
    dir: { type: 'string', default: '.' },
  },
});

/** Where this process reaches itself: its own address, or loopback when it listens on all. */
function selfOrigin(port: string, hostname: string | undefined): string {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const origin = selfOrigin(values.port, values.hostname);

const pageCache = createPageCache({
  maxBytes: 64 * 1024 * 1024,
  // A minute: short enough that a change to the catalogue shows almost at once.
  ttlMs: 60_000,
  // Past that, a page is served for up to five minutes more while it is rendered again.
  staleMs: 5 * 60_000,
  createNonce: pooledNonce,
  // Three renders at once, the rest queued (shoppers before background renders). In the
  // load test (bench/load.ts, 60 s), unlimited renders lengthened every turn of the event
  // loop and the mix's p99 was 1.1-1.2 s; with 3 it was 0.29-0.31 s, with 4 0.38 s, with 6
  // 1.31 s. The cost: uncached listings (each filter combination) wait for a slot, and
  // their own p99 was 3.7 s against 1.5 s.
  maxRenders: 3,
  // Past 32 shoppers waiting for a render (a few seconds of renders), a miss is answered
  // 503 with Retry-After at once: arrivals during a sale do not slow down when the server
  // does, and a queue without bound would make every wait longer, for ever.
  maxWaiting: 32,
  // Plain text: the copy kept is the HTML, so a compressed answer would only be decoded.
  revalidate: async (url, headers) => {
    const response = await fetch(origin + url, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    await response.arrayBuffer();
  },
});

const badRequestHeaders = Object.fromEntries(
  resourceHeaders({ production: true }).map(({ key, value }) => [key, value]),
);

async function main() {
  Object.assign(process.env, { NODE_ENV: 'production' });
  const port = Number(values.port);
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: values.dir, hostname: values.hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const render = (req: http.IncomingMessage, res: http.ServerResponse) => handle(req, res);

  const directApi = createDirectApi({ dir: values.dir, port, hostname: values.hostname });
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (await directApi(req, res)) return;
    if (isMalformedTarget(req.url ?? '')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...badRequestHeaders });
      return void res.end('Bad request: the address is malformed.');
    }
    await pageCache.handle(req, res, render);
  };

  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.end();
    });
  });
  server.listen(port, values.hostname, () => {
    console.log(`Ready on http://${values.hostname ?? 'localhost'}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      process.exit(0);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
