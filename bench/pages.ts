import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../scripts/lib/run';
import { benchDatabase } from './lib/bench-database';
import { load, type LoadResult } from './lib/load';
import { ensureBuild, startServer } from './lib/server';
import { largestScript, pageRatios, type RatioTarget as Target } from './lib/page-ratios';

// npm run bench:pages — issue 5's ratio: requests/s of a product page and a category page
// against static files served by the same production server in the same run, on the demo
// catalogue. Each is loaded as a browser asks (brotli or gzip) and plain. Recorded in
// bench/results/pages.json.

const connections = 10;
const seconds = 10;
const encodings = { plain: {}, compressed: { 'accept-encoding': 'br, gzip' } };

run(async () => {
  const database = await benchDatabase('pglite', 264);
  const env = { ...database.env, SITE_URL: 'http://127.0.0.1:3230' };
  ensureBuild(env);
  const server = await startServer(3230, env);
  const rows: Array<Target & { encoding: string; bytes: number } & LoadResult> = [];
  const loadAverage = [os.loadavg()[0]!];
  try {
    const listing = await fetch(`${server.url}/api/v1/product/all?page_size=1`).then((r) =>
      r.json(),
    );
    const slug: string = listing.results[0].slug;
    const productHtml = await fetch(`${server.url}/product/${slug}`).then((r) => r.text());
    const targets: Target[] = [
      { name: 'product page', path: `/product/${slug}`, kind: 'page' },
      { name: 'category page', path: '/category/lehenga', kind: 'page' },
      // Narrowed or sorted, a listing is rendered per request (docs/architecture.md).
      {
        name: 'sorted category page',
        path: '/category/lehenga/filter?ordering=price',
        kind: 'page',
      },
      { name: 'static image (public/)', path: '/images/payment-methods.svg', kind: 'static' },
      { name: 'static script (largest chunk)', path: largestScript(productHtml), kind: 'static' },
    ];
    for (const [encoding, headers] of Object.entries(encodings)) {
      for (const target of targets) {
        const url = server.url + target.path;
        const sample = await fetch(url, { headers });
        if (!sample.ok) throw new Error(`${target.path} answered ${sample.status}`);
        const bytes = (await sample.arrayBuffer()).byteLength;
        await load(url, { connections, seconds: 2, distinct: false, headers }); // warm up
        const result = await load(url, { connections, seconds, distinct: false, headers });
        rows.push({ ...target, encoding, bytes, ...result });
        console.log(`  ${encoding} ${target.name}: ${JSON.stringify(result)}`);
      }
    }
  } finally {
    await server.stop();
  }
  loadAverage.push(os.loadavg()[0]!);

  const ratios = pageRatios(rows);
  console.table(
    rows.map(({ name, encoding, bytes, requestsPerSecond }) => ({
      name,
      encoding,
      bytes,
      requestsPerSecond,
    })),
  );
  console.table(ratios);
  const file = path.join('bench/results', 'pages.json');
  const machine = {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: loadAverage.map((value) => Number(value.toFixed(2))),
  };
  const record = { date: new Date().toISOString(), machine, connections, seconds, rows, ratios };
  fs.writeFileSync(file, JSON.stringify({ target: 0.5, ...record }, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
});
