import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVarnishd } from '../e2e/support/varnish-process';
import { run } from '../scripts/lib/run';
import { benchDatabase } from './lib/bench-database';
import { load, type LoadResult } from './lib/load';
import { ensureBuild, startServer } from './lib/server';
import { largestScript, pageRatios, type RatioTarget as Target } from './lib/page-ratios';

// npm run bench:varnish — the store behind Varnish (deploy/varnish/store.vcl): requests/s of
// a product page and a category page answered from the edge, as a ratio to a static file
// answered from the same Varnish in the same run, on the demo catalogue. Hits only: each is
// fetched until Varnish keeps it, then loaded, and checked to be a hit again after the load.
// Loaded as a browser asks (gzip, which Varnish keeps) and plain (Varnish unzips for each).
// Recorded in bench/results/varnish-pages.json.

// The store on 3230 as in bench:pages (one build serves both), Varnish beside it; BENCH_PORT
// moves both, for a machine where another run holds those.
const storePort = Number(process.env.BENCH_PORT ?? 3230);
const varnishPort = storePort + 3;
const connections = 10;
const seconds = 10;
// Plain says so: fetch would otherwise ask for gzip, and Varnish keeps one variant of each.
const encodings = {
  compressed: { 'accept-encoding': 'br, gzip' },
  plain: { 'accept-encoding': 'identity' },
};

/** A fetch whose failure names its URL. */
async function fetchFrom(url: string, headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    throw new Error(`${url}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Asks until Varnish answers from its cache (the first ask fills it); throws if it never
 * does. Its size as read, and as sent (gzipped when asked so; Varnish keeps it gzipped).
 */
async function warm(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; wireBytes: number }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetchFrom(url, headers);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const wireBytes = Number(response.headers.get('content-length') ?? bytes);
    if (response.headers.get('x-cache') === 'HIT') return { bytes, wireBytes };
  }
  throw new Error(`Varnish does not keep ${url}`);
}

run(async () => {
  const database = await benchDatabase('pglite', 264);
  const env = { ...database.env, SITE_URL: `http://127.0.0.1:${storePort}` };
  ensureBuild(env);
  const server = await startServer(storePort, { ...env, TRUSTED_PROXY_HOPS: '1' });
  const rows: Array<Target & { encoding: string; bytes: number; wireBytes: number } & LoadResult> =
    [];
  const loadAverage = [os.loadavg()[0]!];
  try {
    const varnish = await startVarnishd({
      port: varnishPort,
      backendPort: storePort,
      dir: 'bench/tmp/varnish',
      logFile: 'bench/tmp/varnishd.log',
    });
    try {
      const listing = await fetchFrom(`${varnish.url}/api/v1/product/all?page_size=1`).then((r) =>
        r.json(),
      );
      const slug: string = listing.results[0].slug;
      const productHtml = await fetchFrom(`${varnish.url}/product/${slug}`).then((r) => r.text());
      const targets: Target[] = [
        { name: 'product page', path: `/product/${slug}`, kind: 'page' },
        { name: 'category page', path: '/category/lehenga', kind: 'page' },
        { name: 'static script (largest chunk)', path: largestScript(productHtml), kind: 'static' },
      ];
      for (const [encoding, headers] of Object.entries(encodings)) {
        for (const target of targets) {
          const url = varnish.url + target.path;
          console.log(`  ${encoding} ${target.name}: ${target.path}`);
          const sizes = await warm(url, headers);
          await load(url, { connections, seconds: 2, distinct: false, headers }); // warm up
          const result = await load(url, { connections, seconds, distinct: false, headers });
          // Still from the cache after the load: the figures are hits'.
          await warm(url, headers);
          rows.push({ ...target, encoding, ...sizes, ...result });
          console.log(`  ${encoding} ${target.name}: ${JSON.stringify(result)}`);
        }
      }
    } finally {
      await varnish.stop();
    }
  } finally {
    await server.stop();
  }
  loadAverage.push(os.loadavg()[0]!);

  const ratios = pageRatios(rows);
  console.table(
    rows.map(({ name, encoding, bytes, wireBytes, requestsPerSecond, p99 }) => ({
      name,
      encoding,
      bytes,
      wireBytes,
      requestsPerSecond,
      p99,
    })),
  );
  console.table(ratios);
  const file = path.join('bench/results', 'varnish-pages.json');
  const machine = {
    cpus: os.cpus().length,
    node: process.version,
    varnish: 'varnishd 7.1 (Debian bookworm), vmod xkey, deploy/varnish/store.vcl, malloc 128 MB',
    loadAverage: loadAverage.map((value) => Number(value.toFixed(2))),
  };
  const record = { date: new Date().toISOString(), machine, connections, seconds, rows, ratios };
  fs.writeFileSync(file, JSON.stringify({ target: 0.8, ...record }, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
});
