import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../scripts/lib/run';
import { benchDatabase, type BenchDatabase, type Engine } from './lib/bench-database';
import { databaseTime, type CapturedQuery } from './lib/db-time';
import { load, type LoadResult } from './lib/load';
import { ensureBuild, startServer } from './lib/server';
import { apiScenarios } from './scenarios';

// npm run bench:api [-- --engine postgres --products 100000 --seconds 10]
// Loads the catalogue API of the production server on loopback, then measures the same
// requests' own time in the database, so that the app's overhead is visible.

type Row = {
  name: string;
  path: string;
  targetP99: number;
  /** Every request a distinct URL: the database answers each one. */
  cold: LoadResult;
  /** The same URL again and again: Next's cache answers. */
  warm: LoadResult;
  /**
   * Distinct URLs one at a time: the latency of a request that waits for no other, to set
   * beside the database's own time (at 10 connections each also waits for the others).
   */
  serial: LoadResult;
  dbMs: number;
};

async function measureLoad(database: BenchDatabase, seconds: number) {
  ensureBuild(database.env);
  const server = await startServer(3210, database.env);
  const results: Record<string, { cold: LoadResult; warm: LoadResult; serial: LoadResult }> = {};
  // Other work on the machine shares its cores: the 1-minute load average at the start and
  // the end of the load says how much.
  const loadAverage = [os.loadavg()[0]!];
  try {
    for (const scenario of apiScenarios) {
      const url = server.url + scenario.path;
      await load(url, { connections: 10, seconds: 2, distinct: true }); // JIT, pools, pages
      const cold = await load(url, { connections: 10, seconds, distinct: true });
      const warm = await load(url, { connections: 10, seconds, distinct: false });
      const serial = await load(url, { connections: 1, seconds, distinct: true });
      results[scenario.name] = { cold, warm, serial };
      const figures = { cold, warm, serial };
      console.log(`  ${scenario.name}: ${JSON.stringify(figures)}`);
    }
  } finally {
    await server.stop();
  }
  loadAverage.push(os.loadavg()[0]!);
  return { results, loadAverage: loadAverage.map((load) => Number(load.toFixed(2))) };
}

/** Runs each request through its route handler in this process and EXPLAINs what it sent. */
async function measureDatabase(database: BenchDatabase): Promise<Record<string, number>> {
  Object.assign(process.env, database.env);
  // Outside Next's server there is no request to wait for and no cache to tag: the api()
  // wrapper's `connection()` and the readers' cacheLife/cacheTag would throw. Here they do
  // nothing, and every call runs the services, as a cold request does.
  const requireCjs = createRequire(__filename);
  Object.assign(requireCjs('next/server'), { connection: async () => undefined });
  Object.assign(requireCjs('next/cache'), {
    cacheLife: () => undefined,
    cacheTag: () => undefined,
  });
  const { connect } = await import('@/lib/db/connect');
  const { setConnectionForTests } = await import('@/lib/db/client');
  let captured: CapturedQuery[] = [];
  const connection = connect({
    ...database.connectOptions,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  setConnectionForTests(connection);
  const times: Record<string, number> = {};
  try {
    for (const scenario of apiScenarios) {
      const url = new URL(scenario.path, 'http://127.0.0.1');
      const route = await import(path.resolve(`app${url.pathname}/route.ts`));
      const call = () => route.GET(new Request(url), { params: Promise.resolve({}) });
      await call();
      captured = [];
      const response: Response = await call();
      if (!response.ok) throw new Error(`${scenario.path} answered ${response.status}`);
      times[scenario.name] = await databaseTime(connection, captured);
    }
  } finally {
    await connection.close();
  }
  return times;
}

run(async () => {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'pglite' },
      products: { type: 'string', default: '264' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const engine = values.engine as Engine;
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error('--engine is pglite or postgres');
  const products = Number(values.products);
  const database = await benchDatabase(engine, products);
  console.log(`Catalogue API benchmark: ${database.label}`);
  const { results: loads, loadAverage } = await measureLoad(database, Number(values.seconds));
  const dbTimes = await measureDatabase(database);

  const rows: Row[] = apiScenarios.map((s) => ({
    name: s.name,
    path: s.path,
    targetP99: s.targetP99,
    cold: loads[s.name]!.cold,
    warm: loads[s.name]!.warm,
    serial: loads[s.name]!.serial,
    dbMs: dbTimes[s.name]!,
  }));
  console.table(
    rows.map((r) => ({
      request: r.name,
      'cold req/s': r.cold.requestsPerSecond,
      'cold p50': r.cold.p50,
      'cold p99': r.cold.p99,
      'target p99': r.targetP99,
      'db ms': r.dbMs,
      'cold p50/db': r.dbMs ? Number((r.cold.p50 / r.dbMs).toFixed(2)) : null,
      'serial mean': r.serial.mean,
      'serial/db': r.dbMs ? Number((r.serial.mean / r.dbMs).toFixed(2)) : null,
      'warm req/s': r.warm.requestsPerSecond,
      'warm p99': r.warm.p99,
      errors: r.cold.errors + r.cold.non2xx + r.warm.errors + r.warm.non2xx,
    })),
  );
  const file = path.join('bench/results', `api-${engine}-${products}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, node: process.version, loadAverage };
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine, connections: 10, rows }, null, 2) +
      '\n',
  );
  console.log(`Recorded in ${file}`);
});
