import net from 'node:net';
import { eq } from 'drizzle-orm';
import { Client, type Pool } from 'pg';
import { POST as postMerge } from '@/app/api/v1/cart/merge/route';
import { GET as getCart, PUT as putCart } from '@/app/api/v1/cart/route';
import { GET as listProducts } from '@/app/api/v1/product/all/route';
import { setConnectionForTests } from '@/lib/db/client';
import { connect, type Connection } from '@/lib/db/connect';
import { cartItems, variants } from '@/lib/db/schema';
import { call, type Answer, type ErrorBody } from '@/tests/api/helpers/call';
import { createShopper, jsonBody, type Shopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { databaseSetupTimeoutMs } from '@/tests/helpers/test-database';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';
import { migrateDatabase } from '@/lib/bootstrap/migrate';
import { captureLog, type CapturedLog } from '@/tests/helpers/captured-log';

// Only this file uses these ports (it runs only where PostgreSQL is installed).
const port = 55400;
const silentPort = 55401;

type Cart = { items: { id: number; quantity: number }[] };

let server: ThrowawayPostgres;
let connection: Connection;
let shopper: Shopper;
let oneLeft: number; // BL-10-M
let twoLeft: number; // BL-1-M
let log: CapturedLog;

// Outside Next, `'use cache'` keeps nothing: every call meets the database.
const list = () => call<ErrorBody>(listProducts, '/api/v1/product/all?ordering=name');
const readCart = () =>
  call<Cart & ErrorBody>(getCart, '/api/v1/cart', { headers: shopper.headers });
const saveCart = (items: Cart['items']) =>
  call<Cart & ErrorBody>(putCart, '/api/v1/cart', jsonBody('PUT', { items }, shopper.headers));
const mergeCart = (items: Cart['items']) =>
  call<Cart & ErrorBody>(
    postMerge,
    '/api/v1/cart/merge',
    jsonBody('POST', { items }, shopper.headers),
  );
const storedCart = async () =>
  (await readCart()).body.items.map(({ id, quantity }) => ({ id, quantity }));

// Nothing here times the calls: on a busy machine a refused connection can take seconds to
// be answered. What the API logged says which failure it met.
const connectTimeout = /connection timeout|timeout exceeded when trying to connect/i;

/**
 * Each logged error's message and code, and those of the errors it wraps, as the logger
 * serialized them (pino's serializer joins the causes' messages into the message).
 */
function chain(value: unknown, depth = 0): string[] {
  if (typeof value !== 'object' || value === null || !('message' in value) || depth > 5) {
    return [String(value)];
  }
  const { message, errorCode, cause, aggregateErrors } = value as Record<string, unknown>;
  const line =
    errorCode === undefined ? String(message) : `${String(message)} (${String(errorCode)})`;
  const wrapped = Array.isArray(aggregateErrors) ? aggregateErrors : [];
  return [
    line,
    ...[cause, ...wrapped].flatMap((inner) => (inner === undefined ? [] : chain(inner, depth + 1))),
  ];
}

/** Every failure the API logged during the current test, one line each. */
const loggedFailures = () =>
  log.lines
    .filter((line) => line.err !== undefined)
    .flatMap((line) => chain(line.err))
    .join('\n');

/** Resolves once `condition` holds; the test's own timeout ends a wait that never does. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The answer of the API while the database is away: 503 JSON with nothing internal in it. */
function expectUnavailable(answer: Answer<ErrorBody>) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
  expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|terminat|\bat \w|127\.0\.0\.1/);
}

async function variantId(sku: string): Promise<number> {
  const [row] = await connection.db.select().from(variants).where(eq(variants.sku, sku));
  return row!.id;
}

beforeAll(async () => {
  server = startThrowawayPostgres(port);
  connection = connect({ url: server.url });
  await migrateDatabase(connection);
  await buildCatalogue(connection.db);
  shopper = await createShopper(connection.db, 'outage@example.com');
  oneLeft = await variantId('BL-10-M');
  twoLeft = await variantId('BL-1-M');
  setConnectionForTests(connection);
}, databaseSetupTimeoutMs);

afterAll(async () => {
  await connection?.close();
  server?.dispose();
}, databaseSetupTimeoutMs);

// The failures are logged on purpose; the log is checked, not printed.
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

describe('the API while PostgreSQL is stopped and started again', () => {
  it('answers normally before the outage', async () => {
    expect((await list()).status).toBe(200);
    expect((await saveCart([{ id: oneLeft, quantity: 1 }])).status).toBe(200);
    expect(await storedCart()).toEqual([{ id: oneLeft, quantity: 1 }]);
  });

  it('answers 503 JSON, quickly, while the server is down', async () => {
    server.stop('fast');
    expectUnavailable(await list());
    expectUnavailable(await readCart());
    expectUnavailable(await saveCart([{ id: twoLeft, quantity: 2 }]));
    // Refused connections fail at once; nothing waits for the 5 s connect timeout.
    expect(log.lines.filter((line) => line.level === 'error')).not.toEqual([]);
    expect(loggedFailures()).not.toMatch(connectTimeout);
  });

  it('recovers in the same process once the server is back, without the outage’s write', async () => {
    server.start();
    expect((await list()).status).toBe(200);
    const cart = await readCart();
    expect(cart.status).toBe(200);
    expect(cart.body.items).toEqual([{ id: oneLeft, quantity: 1 }]);
    expect((await saveCart([{ id: twoLeft, quantity: 2 }])).status).toBe(200);
    expect(await storedCart()).toEqual([{ id: twoLeft, quantity: 2 }]);
  });

  it('rolls back a write the shutdown cuts off half-way, and answers it with 503', async () => {
    // Another session holds the shopper's cart lines, so the merge (a transaction: read,
    // delete, insert) stops inside it. A PUT is one statement, whole or not at all.
    const blocker = new Client({ connectionString: server.url });
    await blocker.connect();
    blocker.on('error', () => {}); // the shutdown ends this session too
    await blocker.query('BEGIN');
    await blocker.query('SELECT * FROM cart_items WHERE user_id = $1 FOR UPDATE', [shopper.id]);

    const interrupted = mergeCart([{ id: oneLeft, quantity: 1 }]);
    await waitForLockWait(blocker);
    server.stop('fast');
    expectUnavailable(await interrupted);
    await blocker.end().catch(() => {});

    server.start();
    expect(await storedCart()).toEqual([{ id: twoLeft, quantity: 2 }]);
    const rows = await connection.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it('survives a crash of the server (immediate stop) with idle connections in the pool', async () => {
    // Several reads at once leave several idle clients behind, each to lose its server.
    await Promise.all([list(), readCart(), readCart()]);
    server.stop('immediate');
    expectUnavailable(await readCart());
    server.start();
    // stop and start block this process while the server goes down and comes back, so the
    // pool has not yet seen its idle connections close. A live process sees that at the
    // crash, seconds before a restarted server answers: wait until the pool has dropped them.
    const pool = (connection.db as unknown as { $client: Pool }).$client;
    await until(() => pool.idleCount === 0);
    expect((await readCart()).status).toBe(200);
  });
});

/** Resolves once a session other than `blocker` waits for a lock. */
async function waitForLockWait(blocker: Client): Promise<void> {
  await until(async () => {
    const { rows } = await blocker.query(
      "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    return rows.length > 0;
  });
}

describe('the API when the database accepts connections but never answers', () => {
  let silent: net.Server;
  let stalled: Connection;
  const held: net.Socket[] = [];

  beforeAll(async () => {
    // A server that takes the connection and says nothing: a hung or overloaded host.
    silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    stalled = connect({ url: `postgres://postgres@127.0.0.1:${silentPort}/postgres` });
    setConnectionForTests(stalled);
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await stalled.close();
    setConnectionForTests(connection);
  });

  it('gives up after the connect timeout with 503, instead of hanging the request', async () => {
    const started = Date.now();
    expectUnavailable(await list());
    // Not before the 5 s connect timeout, and because of it: a busy machine only makes the
    // wait longer, and a request that hung would meet the test's own timeout.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(loggedFailures()).toMatch(connectTimeout);
  });
});
