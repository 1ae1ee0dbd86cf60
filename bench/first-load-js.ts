import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { run } from '../scripts/lib/run';
import { ensureBareNextApp, startBareNext } from './lib/bare-next';
import { firstLoadScripts } from './lib/first-load-scripts';
import { startServer, type RunningServer } from './lib/server';

// npm run bench:js [-- --url http://localhost:3950 --port 3240] — first-load JavaScript: for the home
// page, a product page and a listing, every script the page runs as it loads
// (firstLoadScripts), each gzipped at level 9 (zlib) and summed, beside the same for an
// empty Next.js page built with the same Next (bench/lib/bare-next.ts). It measures the
// existing build (run `npm run build` first), served on --port from ./data unless --url
// names a server already running (the empty page on --port + 1). Recorded in bench/results/first-load-js.json.

/** No page more than 20 KB (of 1,000 bytes) above the empty Next.js page. */
const overEmptyTargetKiB = Math.round((20_000 / 1024) * 100) / 100;

const { values } = parseArgs({
  options: { url: { type: 'string' }, port: { type: 'string', default: '3240' } },
});
const port = Number(values.port);

type Chunk = { src: string; bytes: number; gzipBytes: number };

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

async function measure(base: string, page: string) {
  const response = await fetch(base + page);
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  const chunks: Chunk[] = [];
  for (const src of firstLoadScripts(await response.text())) {
    const script = await fetch(new URL(src, base));
    if (!script.ok) throw new Error(`${src} answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    chunks.push({
      src,
      bytes: body.byteLength,
      gzipBytes: gzipSync(body, { level: 9 }).byteLength,
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (key: 'bytes' | 'gzipBytes') => chunks.reduce((sum, c) => sum + c[key], 0);
  return {
    page,
    scripts: chunks.length,
    bytes: total('bytes'),
    gzipBytes: total('gzipBytes'),
    chunks,
  };
}

/** The empty Next.js page of bench/lib/bare-next.ts, built and served for this measure. */
async function measureEmptyPage() {
  const dir = path.resolve('bench/tmp/bare-next');
  ensureBareNextApp(dir);
  const bare = await startBareNext(dir, port + 1);
  try {
    return await measure(bare.url, '/');
  } finally {
    await bare.stop();
  }
}

run(async () => {
  let server: RunningServer | undefined;
  if (!values.url && !fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `npm run build` first');
  }
  const base = values.url ?? (server = await startServer(port, {})).url;
  try {
    const listing = await fetch(`${base}/api/v1/product/all?page=1&page_size=1`).then((r) =>
      r.json(),
    );
    const slug: string = listing.results[0].slug;
    const pages = [];
    for (const page of ['/', `/product/${slug}`, '/occasion/bridal']) {
      const result = await measure(base, page);
      pages.push(result);
      console.log(
        `  ${page}: ${kib(result.gzipBytes)} KiB gzipped in ${result.scripts} scripts (${kib(result.bytes)} KiB raw)`,
      );
      for (const chunk of result.chunks) {
        console.log(`    ${kib(chunk.gzipBytes).toString().padStart(6)} KiB  ${chunk.src}`);
      }
    }
    const empty = await measureEmptyPage();
    console.log(`  the empty Next.js page: ${kib(empty.gzipBytes)} KiB gzipped`);
    const overEmpty = (bytes: number) => kib(bytes - empty.gzipBytes);
    const heaviest = Math.max(...pages.map((result) => result.gzipBytes));
    const record = {
      measured: new Date().toISOString(),
      method:
        'every <script src> of the page HTML except noModule ones, and every client chunk its inline React payload names, each gzipped by zlib at level 9, summed; KiB = 1024 bytes',
      target: {
        overEmptyPageKiB: overEmptyTargetKiB,
        heaviestOverEmptyKiB: overEmpty(heaviest),
        met: overEmpty(heaviest) <= overEmptyTargetKiB,
      },
      emptyPage: { ...empty, gzipKiB: kib(empty.gzipBytes) },
      pages: pages.map((result) => ({
        ...result,
        gzipKiB: kib(result.gzipBytes),
        overEmptyKiB: overEmpty(result.gzipBytes),
      })),
    };
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/first-load-js.json', `${JSON.stringify(record, null, 2)}\n`);
    console.log(
      `Heaviest page: ${record.target.heaviestOverEmptyKiB} KiB above the empty page (target ${overEmptyTargetKiB}: ${record.target.met ? 'met' : 'not met'}); written to bench/results/first-load-js.json`,
    );
  } finally {
    await server?.stop();
  }
});
