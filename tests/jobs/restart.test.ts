import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { getDb, setConnectionForTests } from '@/lib/db/client';
import { connect, type Connection } from '@/lib/db/connect';
import { outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { getBoss, newBoss } from '@/lib/jobs/boss';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { startJobWorkers, stopJobWorkers } from '@/lib/bootstrap/jobs/worker';
import { sendMessage } from '@/lib/messaging/outbox';
import { fetchSentJob } from '@/tests/helpers/fetch-sent-job';
import { databaseSetupTimeoutMs } from '@/tests/helpers/test-database';
import { migrateDatabase } from '@/lib/bootstrap/migrate';

// The embedded database is where a restart could lose something: its files are the queue.
// The store stops (here: the connection closes) with one job in a worker's hands and one
// waiting; the store that starts on the same files delivers both, once each.
const delivered: string[] = [];
const waiting = new Map<string, () => void>();

/** Resolves once the gateway has received a message with this text. */
const gatewayReceived = (text: string) =>
  delivered.includes(text)
    ? Promise.resolve()
    : new Promise<void>((resolve) => waiting.set(text, resolve));
let gateway: Server;
let dataDir: string;
let connection: Connection | undefined;

async function open(): Promise<Connection> {
  connection = connect({ dataDir });
  await migrateDatabase(connection);
  setConnectionForTests(connection);
  return connection;
}

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const message = (JSON.parse(text) as { message: string }).message;
    delivered.push(message);
    waiting.get(message)?.();
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  Object.assign(env, { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
}, databaseSetupTimeoutMs);

afterAll(async () => {
  await stopJobWorkers();
  await connection?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
}, databaseSetupTimeoutMs);

const statusOf = async (text: string) =>
  (
    await getDb()
      .select({ status: outboxMessages.status, body: outboxMessages.body })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
  ).find((row) => row.body === text)?.status;

it('loses no job across a restart: neither one being worked nor one waiting', async () => {
  const first = await open();
  await sendMessage({ channel: 'sms', to: '+8801711111111', text: 'taken by a worker' });
  // A worker takes the first job and the process dies before it finishes.
  const taken = await fetchSentJob(getBoss(first), 'deliver-message');
  expect(taken).toBeDefined();
  await sendMessage({ channel: 'sms', to: '+8801722222222', text: 'still waiting' });
  await first.close();
  connection = undefined;

  const second = await open();
  expect(await statusOf('taken by a worker')).toBe('queued');
  expect(await drainJobs(['deliver-message'])).toEqual({ completed: 1, failed: 0 });
  expect(delivered).toEqual(['still waiting']);

  // The job the dead worker held runs again once its time is up: the supervisor's
  // maintenance finds it expired (the test moves its start back instead of waiting).
  await second.executeSql(
    `UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = $1`,
    [taken!.id],
  );
  const supervisor = newBoss(second, 'work');
  await supervisor.start();
  await supervisor.maintain();
  await supervisor.stop({ graceful: false, close: false, wait: true });
  await getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE state = 'retry'`,
  );
  expect(await drainJobs(['deliver-message'])).toEqual({ completed: 1, failed: 0 });
  expect(delivered.sort()).toEqual(['still waiting', 'taken by a worker']);
  expect(await statusOf('taken by a worker')).toBe('sent');
});

it('has the running store’s worker deliver a message without anyone draining the queue', async () => {
  await startJobWorkers();
  await sendMessage({ channel: 'sms', to: '+8801733333333', text: 'worked by the worker' });
  // The gateway's receipt is the signal; stopping the workers lets the job in hand finish
  // (its message marked sent) before the state is read.
  await gatewayReceived('worked by the worker');
  await stopJobWorkers();
  expect(await statusOf('worked by the worker')).toBe('sent');
  expect(delivered).toContain('worked by the worker');
});
