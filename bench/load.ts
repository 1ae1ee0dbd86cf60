import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../scripts/lib/run';
import { freshPostgresDatabase } from './lib/bench-database';
import { eventLoopProbeEnv, readEventLoopDelay } from './lib/event-loop-delay';
import { readLoadCatalogue } from './lib/load-catalogue';
import { loadMix, mixShoppers, scaleMix, type LoadKind } from './lib/load-mix';
import { createShoppers } from './lib/load-shoppers';
import { memoryTrend } from './lib/memory-trend';
import { cpuUse, sampleProcess } from './lib/process-sampler';
import { targetP99Ms } from './lib/response-tally';
import { runMix } from './lib/run-mix';
import {
  ensureBuild,
  primePaths,
  startServer,
  waitUntilQuiet,
  type RunningServer,
} from './lib/server';

// npm run bench:load [-- --seconds 60 --warmup 10 --connections 100] — issue 9's load test: the storefront's
// mix of requests on 100 connections against the production server on PostgreSQL, on
// loopback, for a bounded time. Recorded in bench/results/load-postgres.json (another
// --connections: load-postgres-<connections>.json).

const port = 3500;
/** Per-IP limits multiplied by this: every request comes from 127.0.0.1. */
const rateLimitScale = 1000;
const probeFile = path.resolve('bench/tmp/load-event-loop.jsonl');

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/** The share of the last minute in which some runnable task waited for a CPU (Linux PSI). */
function cpuPressure(): number | null {
  if (!fs.existsSync('/proc/pressure/cpu')) return null;
  const value = /^some .*avg60=([\d.]+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
  return value === undefined ? null : Number(value) / 100;
}

const machineLoad = () => ({ loadAverage: loadAverage(), cpuPressure: cpuPressure() });

/** Warms the server up with the mix, lets it catch up, then measures the mix. */
async function measure(server: RunningServer, kinds: LoadKind[], warmup: number, seconds: number) {
  const sampler = sampleProcess(server.pid);
  const started = Date.now();
  console.log(`  warm-up ${warmup} s`);
  await runMix(server.url, kinds, warmup);
  const quietAfterSeconds = await waitUntilQuiet(server.url);
  const measuredFromMs = Date.now();
  console.log(`  load ${seconds} s`);
  const mix = await runMix(server.url, kinds, seconds);
  const samples = sampler.stop();
  return {
    mix,
    samples,
    quietAfterSeconds,
    measuredFromMs,
    measuredFrom: (measuredFromMs - started) / 1000,
  };
}

function printSummary(mix: Awaited<ReturnType<typeof runMix>>): void {
  console.table(
    Object.entries({ ...mix.kinds, overall: mix.overall }).map(([name, r]) => ({
      kind: name,
      'req/s': r.requestsPerSecond,
      p50: r.p50,
      p99: r.p99,
      [`>${targetP99Ms} ms`]: r.slowerThanTarget,
      statuses: JSON.stringify(r.statuses),
      errors: r.unexpected + r.errors,
    })),
  );
}

run(async () => {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      connections: { type: 'string', default: '100' },
    },
  });
  const seconds = Number(values.seconds);
  const warmupSeconds = Number(values.warmup);
  const totalConnections = Number(values.connections);
  const database = await freshPostgresDatabase('store_load_264', 264);
  ensureBuild(database.env);
  const server = await startServer(port, {
    ...database.env,
    ...eventLoopProbeEnv(probeFile),
    RATE_LIMIT_SCALE: String(rateLimitScale),
  });
  const before = machineLoad();
  let result;
  let primeSeconds = 0;
  try {
    const shopperCount = mixShoppers.cart + mixShoppers.signIn + mixShoppers.wrongPassword;
    const shoppers = await createShoppers(server.url, shopperCount);
    const catalogue = await readLoadCatalogue(database.url);
    const mix = loadMix(catalogue, shoppers);
    const kinds = totalConnections === 100 ? mix : scaleMix(mix, totalConnections);
    console.log(`Load test: ${database.label}, ${shopperCount} accounts`);
    // The first request for a product or listing fills the catalogue cache behind it:
    // each is requested once first, so that the warm-up and the memory figures see the
    // server with its caches filled, as it runs in production.
    const productPages = catalogue.productSlugs.map((slug) => `/product/${slug}`);
    primeSeconds = await primePaths(server.url, [...productPages, ...catalogue.listingPaths]);
    result = await measure(server, kinds, warmupSeconds, seconds);
  } finally {
    await server.stop();
  }
  const after = machineLoad();
  const { mix, samples, measuredFrom } = result;
  const memory = memoryTrend(samples, { measuredFrom });
  const serverCpu = cpuUse(samples, measuredFrom, mix.overall.requests);
  const eventLoopDelay = readEventLoopDelay(probeFile, result.measuredFromMs);
  const connections = Object.values(mix.kinds).reduce((sum, k) => sum + k.connections, 0);
  const errors = mix.overall.unexpected + mix.overall.errors;
  const targets = {
    noErrors: errors === 0,
    p99UnderMs: targetP99Ms,
    p99Met: mix.overall.p99 < targetP99Ms,
    memoryFlat: memory.flat,
  };
  printSummary(mix);
  console.log({ memory, serverCpu, eventLoopDelay, targets });

  const suffix = totalConnections === 100 ? '' : `-${totalConnections}`;
  const file = path.join('bench/results', `load-postgres${suffix}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, before, after },
    server: `next start on 127.0.0.1:${port}, ${database.label}`,
    connections,
    seconds,
    /** Each product page and listing requested once before the warm-up. */
    primeSeconds,
    warmupSeconds,
    /** After the warm-up, the wait until the server had served what its clients gave up on. */
    quietAfterSeconds: result.quietAfterSeconds,
    notes: [
      `RATE_LIMIT_SCALE=${rateLimitScale}: every request comes from 127.0.0.1, so the per-IP limits are raised; the per-account sign-in limit is not scaled, and the 429s of "sign-in, wrong password" are it.`,
      'Errors: statuses a kind never expects (anything but 200; for wrong passwords anything but 401 and 429) plus socket errors and timeouts (10 s).',
      'Latencies in ms, from autocannon; each kind is its own autocannon instance, running at the same time as the others.',
      'serverCpu: CPU time of the server process over the measured load (cores busy; ms per request). eventLoopDelay: its main thread, sampled by bench/lib/event-loop-probe.mjs.',
      'autocannon runs on the same two cores as the server, and so does other work: machine.before/after give the load average and the CPU pressure (the share of the last minute in which a runnable task waited for a CPU).',
    ],
    targets,
    overall: mix.overall,
    kinds: mix.kinds,
    serverCpu,
    eventLoopDelay,
    memory: { beforeWarmUpMb: samples[0]?.rssMb ?? 0, ...memory, samples },
  };
  fs.writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
  console.log(`Recorded in ${file}`);
});
