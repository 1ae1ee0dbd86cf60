import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium';
import { run } from '../scripts/lib/run';
import { ensureBareNextApp, startBareNext } from './lib/bare-next';
import { benchDatabase } from './lib/bench-database';
import { median } from './lib/median';
import { ensureBuild, startServer, type RunningServer } from './lib/server';

// npm run bench:lighthouse [-- --paths /,/pages/faq --runs 3 --base URL] — Lighthouse 12.8 (mobile)
// against the production build on the demo catalogue, recorded in
// bench/results/lighthouse.json. Each page is audited --runs times and the run with the
// median performance score is kept. An empty Next.js page is audited the same way first:
// the floor this machine puts under every page. --base audits a store already running there
// instead (no build, no calibration), taking the paths in turn run by run, so that pages
// compared (English and Bangla) meet the same conditions.

const calibrationKey = 'calibration: an empty Next.js page';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

type Scores = Record<string, number> & { lcpMs: number; cls: number; tbtMs: number };

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
    const reportName = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
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

type Recorded = { scores: Scores; performanceRuns: number[] };

/** Audits `url` `runs` times; the run with the median performance score stands for all. */
async function auditRuns(url: string, runs: number): Promise<Recorded> {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run++) all.push(await scoredAudit(url));
  const scores = all.map((scored) => scored.performance!);
  const middle = median(scores);
  const chosen = all.find((scored) => scored.performance === middle) ?? all[0]!;
  return { scores: chosen, performanceRuns: scores };
}

async function auditServer(
  server: RunningServer,
  paths: string[],
  runs: number,
  results: Record<string, Recorded>,
  keyOf: (pagePath: string) => string = (pagePath) => pagePath,
) {
  try {
    for (const pagePath of paths) {
      await fetch(server.url + pagePath); // render and cache it before it is measured
      results[keyOf(pagePath)] = await auditRuns(server.url + pagePath, runs);
      console.log(keyOf(pagePath), results[keyOf(pagePath)]);
    }
  } finally {
    await server.stop();
  }
}

run(async () => {
  const { values } = parseArgs({
    options: {
      paths: { type: 'string', default: '/' },
      runs: { type: 'string', default: '3' },
      base: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const results: Record<string, Recorded> = {};
  if (values.base) {
    await auditInTurn(values.base, values.paths.split(','), runs, results);
    record(results);
    return;
  }
  const bareDir = path.resolve('bench/tmp/bare-next');
  ensureBareNextApp(bareDir);
  await auditServer(await startBareNext(bareDir, 3221), ['/'], runs, results, () => calibrationKey);
  const database = await benchDatabase('pglite', 264);
  const env = { ...database.env, SITE_URL: 'http://127.0.0.1:3220' };
  ensureBuild(env);
  await auditServer(await startServer(3220, env), values.paths.split(','), runs, results);
  record(results);
});

/** Each path once per run, in turn; the run with the median performance score stands. */
async function auditInTurn(
  base: string,
  paths: string[],
  runs: number,
  results: Record<string, Recorded>,
) {
  for (const pagePath of paths) await fetch(base + pagePath);
  const all = new Map<string, Scores[]>(paths.map((pagePath) => [pagePath, []]));
  for (let run = 0; run < runs; run++) {
    for (const pagePath of paths) all.get(pagePath)!.push(await scoredAudit(base + pagePath));
  }
  for (const [pagePath, scored] of all) {
    const performance = scored.map((each) => each.performance!);
    const middle = median(performance);
    const key = `in turn: ${pagePath}`;
    results[key] = {
      scores: scored.find((each) => each.performance === middle) ?? scored[0]!,
      performanceRuns: performance,
    };
    console.log(key, results[key]);
  }
}

function record(results: Record<string, Recorded>) {
  const file = path.join('bench/results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const record = { lighthouse: '12.8.2', formFactor: 'mobile', date: new Date().toISOString() };
  const merged = {
    ...previous,
    ...Object.fromEntries(
      Object.entries(results).map(([p, s]) => [
        p,
        { ...record, ...s.scores, performanceRuns: s.performanceRuns },
      ]),
    ),
  };
  fs.writeFileSync(file, JSON.stringify(merged, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
}
