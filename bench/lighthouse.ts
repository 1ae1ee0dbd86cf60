import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium';
import { run } from '../scripts/lib/run';
import { benchDatabase } from './lib/bench-database';
import { ensureBuild, startServer } from './lib/server';

// npm run bench:lighthouse [-- --paths /,/pages/faq] — Lighthouse 12.8 (mobile) against the
// production build on the demo catalogue, recorded in bench/results/lighthouse.json.

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

run(async () => {
  const { values } = parseArgs({ options: { paths: { type: 'string', default: '/' } } });
  const database = await benchDatabase('pglite', 264);
  const env = { ...database.env, SITE_URL: 'http://127.0.0.1:3220' };
  ensureBuild(env);
  const server = await startServer(3220, env);
  const results: Record<string, Scores> = {};
  try {
    for (const pagePath of values.paths.split(',')) {
      await fetch(server.url + pagePath); // render and cache it before it is measured
      results[pagePath] = await audit(server.url + pagePath);
      console.log(pagePath, results[pagePath]);
    }
  } finally {
    await server.stop();
  }
  const file = path.join('bench/results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const record = { lighthouse: '12.8.2', formFactor: 'mobile', date: new Date().toISOString() };
  const merged = {
    ...previous,
    ...Object.fromEntries(Object.entries(results).map(([p, s]) => [p, { ...record, ...s }])),
  };
  fs.writeFileSync(file, JSON.stringify(merged, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
});
