import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { ConnectOptions } from '@/lib/db/connect';

export type Engine = 'pglite' | 'postgres';

export type BenchDatabase = {
  label: string;
  /** The environment the server and the seed script run with. */
  env: Record<string, string>;
  connectOptions: ConnectOptions;
};

const tmp = path.resolve('bench/tmp');

/** The database's URL; with `fresh`, any earlier (half-seeded or unpacked) copy is dropped first. */
async function ensurePostgresDatabase(name: string, fresh: boolean): Promise<string> {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    execFileSync('bash', ['.ci/start-postgres.sh'], { encoding: 'utf8' }).trim();
  const client = new Client({ connectionString: admin });
  await client.connect();
  if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

function runScript(env: Record<string, string>, args: string[], what: string): void {
  const result = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${what} the benchmark database failed`);
}

const seed = (env: Record<string, string>, products: number) =>
  runScript(env, ['scripts/seed.ts', '--products', String(products)], 'seeding');

/** A database of `products` products for one engine, seeded once and kept in bench/tmp. */
export async function benchDatabase(engine: Engine, products: number): Promise<BenchDatabase> {
  const dataDir = path.join(tmp, `${engine}-${products}`);
  fs.mkdirSync(dataDir, { recursive: true });
  // "packed": seeded since the seed packs the products table (lib/seed/compact.ts);
  // a database seeded before that is four times larger and is seeded again, from scratch.
  const marker = path.join(dataDir, 'seeded-packed');
  const seeded = fs.existsSync(marker);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let connectOptions: ConnectOptions = { dataDir: path.join(dataDir, 'pglite') };
  if (engine === 'postgres') {
    env.DATABASE_URL = await ensurePostgresDatabase(`store_bench_${products}`, !seeded);
    connectOptions = { url: env.DATABASE_URL };
  } else if (!seeded) {
    fs.rmSync(connectOptions.dataDir, { recursive: true, force: true });
  }
  if (!seeded) {
    console.log(`Seeding ${products} products on ${engine} (once; kept in ${dataDir})`);
    seed(env, products);
    fs.writeFileSync(marker, new Date().toISOString());
  } else {
    // Kept from an earlier run: brought up to the schema of today's code.
    runScript(env, ['scripts/migrate.ts'], 'migrating');
  }
  return { label: `${engine}, ${products} products`, env, connectOptions };
}

/**
 * A PostgreSQL database made afresh for one run (`name` is dropped first), migrated and
 * seeded: for benchmarks that write (users, carts, throttle counters) and must not meet
 * an earlier run's rows.
 */
export async function freshPostgresDatabase(
  name: string,
  products: number,
): Promise<BenchDatabase & { url: string }> {
  const dataDir = path.join(tmp, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const url = await ensurePostgresDatabase(name, true);
  const env = { DATA_DIR: dataDir, DATABASE_URL: url };
  console.log(`Seeding ${products} products into a fresh PostgreSQL database ${name}`);
  seed(env, products);
  return { label: `postgres, ${products} products`, env, connectOptions: { url }, url };
}
