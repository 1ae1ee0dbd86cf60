import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium';
import { run } from '../scripts/lib/run';
import { ensureBareNextApp, startBareNext } from './lib/bare-next';
import { benchDatabase } from './lib/bench-database';
import { median } from './lib/median';
import { ensureBuild, startServer } from './lib/server';

// npm run bench:lighthouse [-- --paths /,/pages/faq --runs 3 --port 3220 --base URL
// --out FILE] — Lighthouse 12.8 (mobile) against the production build on the demo catalogue,
// recorded in bench/results/lighthouse.json (or --out, a file there). Each run audits an
// empty Next.js page (the floor this machine puts under every page, served on --port + 1)
// and then every path, in turn, so that the pages compared meet the same conditions as the
// floor; each page's run with the median performance score is kept. --base audits a store
// already running there instead (no build, no calibration); several stores, `--base
// a=URL,b=URL` (one build started with different settings), have each path audited on
// every store in turn (a, b, a, b…) and each page's medians recorded beside the first
// store's. Beside the scores, each page records the script it transferred before
// Lighthouse saw it idle (network and CPU quiet; its network-requests audit, scripts only)
// and its biggest scripts: what the target "the empty page's script + 20 KB" is checked on.

const calibrationKey = 'calibration: an empty Next.js page';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

type Script = { url: string; transferKiB: number };
type Scores = Record<string, number> & {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script transferred (compressed, as sent) before the page was idle. */
  scriptKiB: number;
  scripts: number;
  biggestScripts: Script[];
  /** Fetches made before idle (an API call a first view should not need shows here). */
  fetches: string[];
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The scripts and fetches of Lighthouse's network-requests audit. */
function requestsOf(audit: { details?: unknown } | undefined) {
  const items = ((audit?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (item) => !item.url.startsWith('data:'),
  );
  const scripts = items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, bytes: item.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    scriptKiB: kib(scripts.reduce((sum, script) => sum + script.bytes, 0)),
    scripts: scripts.length,
    biggestScripts: scripts
      .slice(0, 8)
      .map((script) => ({ url: script.url, transferKiB: kib(script.bytes) })),
    fetches: items
      .filter((item) => item.resourceType === 'Fetch' || item.resourceType === 'XHR')
      .map((item) => new URL(item.url).pathname),
  };
}

async function audit(url: string): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: categories,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories: scored, audits } = result.lhr;
    const reportDir = path.join('bench/tmp/lighthouse');
    fs.mkdirSync(reportDir, { recursive: true });
    // The port tells the empty page's report from the store home's.
    const { port, pathname } = new URL(url);
    const reportName = `${port}${pathname.replace(/\W+/g, '_')}`;
    fs.writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
    if (scored.performance?.score == null) {
      const reason = Object.values(audits).find((a) => a.errorMessage)?.errorMessage;
      throw new UnscoredRun(`${url} was not scored (${reason ?? 'no reason given'})`);
    }
    const scores = Object.fromEntries(
      categories.map((name) => [name, Math.round((scored[name]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) console.log(`  ${url} failing audits: ${failing.join(', ')}`);
    return {
      ...scores,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      ...requestsOf(audits['network-requests']),
    } as Scores;
  } finally {
    chrome.kill();
  }
}

class UnscoredRun extends Error {}

/**
 * A run Lighthouse could not score (a metric it failed to compute) is audited again rather
 * than counted as 0, which would pull the median down; each such run is logged.
 */
async function scoredAudit(url: string, attempts = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (!(error instanceof UnscoredRun) || attempt === attempts) throw error;
      console.log(`  ${error.message}: audited again`);
    }
  }
}

type Recorded = {
  scores: Scores;
  performanceRuns: number[];
  scriptKiBRuns: number[];
  lcpMsRuns: number[];
  tbtMsRuns: number[];
  clsRuns: number[];
};

/** `--base`'s stores: `URL` or `name=URL`, comma-separated; a store's name is its host. */
function storesOf(base: string): { name: string; url: string }[] {
  return base.split(',').map((each) => {
    const [name, url] = each.includes('=') ? each.split('=', 2) : [new URL(each).host, each];
    return { name: name!, url: url!.replace(/\/$/, '') };
  });
}

run(async () => {
  const { values } = parseArgs({
    options: {
      paths: { type: 'string', default: '/' },
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '3220' },
      base: { type: 'string' },
      out: { type: 'string', default: 'lighthouse.json' },
    },
  });
  const runs = Number(values.runs);
  const paths = values.paths.split(',');
  if (values.base) {
    const stores = storesOf(values.base);
    if (stores.length === 1) {
      const pages = paths.map((pagePath): [string, string] => [
        pagePath,
        stores[0]!.url + pagePath,
      ]);
      record(await auditInTurn(pages, runs), values.out);
      return;
    }
    const pages = paths.flatMap((pagePath) =>
      stores.map((store): [string, string] => [`${store.name} ${pagePath}`, store.url + pagePath]),
    );
    const results = await auditInTurn(pages, runs);
    record(results, values.out, (key) => {
      const pagePath = key.slice(key.indexOf(' ') + 1);
      const first = `${stores[0]!.name} ${pagePath}`;
      return key === first ? undefined : first;
    });
    return;
  }
  const port = Number(values.port);
  const bareDir = path.resolve('bench/tmp/bare-next');
  ensureBareNextApp(bareDir);
  const database = await benchDatabase('pglite', 264);
  const env = { ...database.env, SITE_URL: `http://127.0.0.1:${port}` };
  ensureBuild(env);
  const bare = await startBareNext(bareDir, port + 1);
  try {
    const store = await startServer(port, env);
    try {
      const pages: [string, string][] = [
        [calibrationKey, bare.url + '/'],
        ...paths.map((pagePath): [string, string] => [pagePath, store.url + pagePath]),
      ];
      record(await auditInTurn(pages, runs), values.out);
    } finally {
      await store.stop();
    }
  } finally {
    await bare.stop();
  }
});

/**
 * Each page once per run, in turn (after one request that renders and caches it); the run
 * with the median performance score stands for the page.
 */
async function auditInTurn(pages: [string, string][], runs: number) {
  for (const [, url] of pages) await fetch(url).then((response) => response.arrayBuffer());
  const all = new Map<string, Scores[]>(pages.map(([key]) => [key, []]));
  for (let run = 0; run < runs; run++) {
    for (const [key, url] of pages) {
      const scored = await scoredAudit(url);
      all.get(key)!.push(scored);
      console.log(
        `  run ${run + 1}: ${key} ${scored.performance} (LCP ${scored.lcpMs} ms, TBT ${scored.tbtMs} ms, script ${scored.scriptKiB} KiB)`,
      );
    }
  }
  const results: Record<string, Recorded> = {};
  for (const [key, scored] of all) {
    const performance = scored.map((each) => each.performance!);
    const middle = median(performance);
    results[key] = {
      scores: scored.find((each) => each.performance === middle) ?? scored[0]!,
      performanceRuns: performance,
      scriptKiBRuns: scored.map((each) => each.scriptKiB),
      lcpMsRuns: scored.map((each) => each.lcpMs),
      tbtMsRuns: scored.map((each) => each.tbtMs),
      clsRuns: scored.map((each) => each.cls),
    };
    console.log(key, results[key]);
  }
  return results;
}

/** Each metric's median over the runs (not all from the same run). */
function mediansOf(s: Recorded) {
  return {
    performance: median(s.performanceRuns),
    lcpMs: median(s.lcpMsRuns),
    tbtMs: median(s.tbtMsRuns),
    cls: median(s.clsRuns),
    scriptKiB: median(s.scriptKiBRuns),
  };
}

/**
 * This run's figures, each page's beside the empty page's of the same run, or, comparing
 * stores, beside `firstStoreOf` its page's on the first store (medians of the runs).
 */
function record(
  results: Record<string, Recorded>,
  out: string,
  firstStoreOf?: (key: string) => string | undefined,
) {
  const file = path.join('bench/results', path.basename(out));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const floor = results[calibrationKey]?.scores;
  const record = {
    lighthouse: '12.8.2',
    formFactor: 'mobile',
    date: new Date().toISOString(),
    method: `${
      firstStoreOf
        ? 'each run audits every page on every store, in turn; per page, medians of the runs, and the run with the median performance score'
        : 'each run audits the empty Next.js page and then every page, in turn; per page, the run with the median performance score'
    }. scriptKiB: what the network-requests audit lists as Script, transferred (compressed) before Lighthouse saw the page idle; KiB = 1024 bytes`,
    targets: firstStoreOf
      ? "performance at most 2 points below the same page's on the first store"
      : floor
        ? 'within 2 points of the empty page; script at most its + 20 KB; LCP at most its + 1.5 s; CLS 0'
        : undefined,
  };
  const pages = Object.fromEntries(
    Object.entries(results).map(([key, s]) => {
      const { biggestScripts, fetches, ...scores } = s.scores;
      const overFloor =
        floor && key !== calibrationKey
          ? {
              performance: scores.performance! - floor.performance!,
              scriptKiB: kib((scores.scriptKiB - floor.scriptKiB) * 1024),
              lcpMs: scores.lcpMs - floor.lcpMs,
            }
          : undefined;
      const met = overFloor
        ? overFloor.performance >= -2 &&
          overFloor.scriptKiB <= 20_000 / 1024 &&
          overFloor.lcpMs <= 1500 &&
          scores.cls === 0
        : undefined;
      const first = firstStoreOf?.(key);
      const medians = firstStoreOf ? mediansOf(s) : undefined;
      const overFirst = first ? mediansOf(results[first]!) : undefined;
      const overFirstStore =
        medians && overFirst
          ? {
              performance: medians.performance - overFirst.performance,
              lcpMs: medians.lcpMs - overFirst.lcpMs,
              tbtMs: medians.tbtMs - overFirst.tbtMs,
              cls: Number((medians.cls - overFirst.cls).toFixed(3)),
              scriptKiB: kib((medians.scriptKiB - overFirst.scriptKiB) * 1024),
            }
          : undefined;
      return [
        key,
        {
          ...scores,
          medians,
          performanceRuns: s.performanceRuns,
          scriptKiBRuns: s.scriptKiBRuns,
          ...(firstStoreOf
            ? { lcpMsRuns: s.lcpMsRuns, tbtMsRuns: s.tbtMsRuns, clsRuns: s.clsRuns }
            : {}),
          overEmptyPage: overFloor,
          overFirstStore,
          targetsMet: overFirstStore ? overFirstStore.performance >= -2 : met,
          biggestScripts,
          fetches,
        },
      ];
    }),
  );
  fs.writeFileSync(file, JSON.stringify({ ...record, pages }, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
}
