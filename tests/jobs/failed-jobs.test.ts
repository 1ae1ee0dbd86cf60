import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { getBoss } from '@/lib/jobs/boss';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { enqueueJob } from '@/lib/jobs/enqueue';
import {
  countFailedJobs,
  dropFailedJob,
  failedJobsPageSize,
  listFailedJobs,
  retryFailedJob,
} from '@/lib/fulfilment/failed-jobs/failed-jobs';
import { bossJobs } from '@/lib/jobs/job-table';
import { sendMessage } from '@/lib/messaging/outbox';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { fetchSentJob } from '@/tests/helpers/fetch-sent-job';
import { insertOrder } from '@/tests/dashboard/support';
import { refusal } from '@/tests/stock/support';
import { fillStaff } from '@/tests/staff/staff-fixture';

/**
 * An SMS gateway that fails everything (503) while it is down, as one under repair would,
 * and refuses (400) one number whatever its state.
 */
let gatewayDown = true;
const refusedNumber = '+8801900000000';
const delivered: string[] = [];
let gateway: Server;

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const { to } = JSON.parse(text) as { to: string };
    if (to === refusedNumber) return response.writeHead(400).end();
    if (!gatewayDown) delivered.push(to);
    response.writeHead(gatewayDown ? 503 : 200).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  // Before the first message: the outbox picks its transports once.
  Object.assign(env, { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` });
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const jobRow = async (id: string) =>
  (await getDb().select().from(bossJobs).where(eq(bossJobs.id, id)))[0];

/** Makes a job that waits for its next try due now, as its backoff would in time. */
const dueNow = (id: string) =>
  getDb()
    .update(bossJobs)
    .set({ startAfter: sql`now() - interval '1 second'` })
    .where(eq(bossJobs.id, id));

const newestAudit = async (action: string) =>
  (
    await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

/**
 * A job failed for good at once: the sweep's queue makes no retries. It carries a note to
 * tell the sweeps apart, which the sweep's payload has no field for: so it is sent past
 * enqueueJob's schema, and never run.
 */
async function failedSweep(message: string): Promise<string> {
  const boss = getBoss();
  const id = await boss.send('release-expired-orders', { note: message });
  const job = await fetchSentJob(boss, 'release-expired-orders');
  expect(job?.id).toBe(id);
  await boss.fail('release-expired-orders', job!.id, { message });
  return job!.id;
}

describeAppDatabase('the failed jobs', fillStaff, (staff) => {
  let owner: Actor;
  let manager: Actor;
  let clerk: Actor;

  beforeAll(() => {
    owner = { id: staff().owner, name: 'Owner', role: 'owner' };
    manager = { id: staff().manager, name: 'Manager', role: 'manager' };
    clerk = { id: staff().clerk, name: 'Clerk', role: 'staff' };
    // The gateway serves both engines' suites: each starts with it down and nothing sent.
    gatewayDown = true;
    delivered.length = 0;
  });

  afterEach(async () => {
    // Each test starts with no job of its own left over.
    await getDb().execute(sql`DELETE FROM pgboss.job`);
  });

  it('lists an SMS whose gateway is down, retries it until it gives up, and sends it on a person’s retry', async () => {
    const order = await insertOrder(getDb(), {
      at: new Date().toISOString(),
      status: 'pending',
      total: 4500,
    });
    await sendMessage(
      { channel: 'sms', to: '+8801712345678', text: 'We have your order.' },
      { orderId: order.id },
    );
    expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 1 });

    const waiting = await listFailedJobs();
    expect(waiting.total).toBe(1);
    const [job] = waiting.items;
    expect(job).toMatchObject({
      name: 'deliver-message',
      state: 'retry',
      about: {
        outboxId: expect.any(String),
        message: 'found',
        channel: 'sms',
        recipient: '+8801712345678',
        order: 'found',
        orderNumber: order.number,
      },
      tries: 1,
      maxTries: 11,
      error: 'SMS gateway answered 503',
      smsFailure: 'unavailable',
    });
    expect(job!.nextTryOn!.getTime()).toBeGreaterThan(Date.now());
    expect(await countFailedJobs()).toEqual({ failed: 0, retry: 1 });
    // Only a job that has given up is retried by hand; this one still tries on its own.
    expect((await refusal(() => retryFailedJob(owner, job!.name, job!.id))).kind).toBe('not_found');

    // Its tries come due one after another; after the last one the queue gives up.
    for (let tries = 2; tries <= 11; tries += 1) {
      await dueNow(job!.id);
      expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 1 });
    }
    expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 0 });
    const failed = await listFailedJobs({ state: 'failed' });
    expect(failed.items).toEqual([
      expect.objectContaining({ id: job!.id, state: 'failed', tries: 11, nextTryOn: null }),
    ]);
    expect(failed.items[0]!.lastTriedOn).toBeInstanceOf(Date);
    expect(await countFailedJobs()).toEqual({ failed: 1, retry: 0 });

    // pg-boss's maintenance days later leaves it for a person, where retry can reach it.
    await getDb()
      .update(bossJobs)
      .set({ completedOn: sql`now() - interval '3 days'` })
      .where(eq(bossJobs.id, job!.id));
    await getBoss().maintain();
    expect((await jobRow(job!.id))?.state).toBe('failed');

    // Staff may not retry it; the manager may, once the gateway is back.
    const refused = await refusal(() => retryFailedJob(clerk, job!.name, job!.id));
    expect(refused).toMatchObject({ kind: 'forbidden', code: 'not_allowed' });
    expect((await jobRow(job!.id))?.state).toBe('failed');
    gatewayDown = false;
    // Queued weeks ago, it is past the day pg-boss keeps a waiting job, and it failed days ago:
    // the retried job must still be there after the queue's maintenance, to run.
    await getDb()
      .update(bossJobs)
      .set({ keepUntil: sql`now() - interval '1 day'` })
      .where(eq(bossJobs.id, job!.id));
    await retryFailedJob(manager, job!.name, job!.id);
    await getBoss().maintain();
    expect((await jobRow(job!.id))?.state).toBe('retry');
    expect(await newestAudit('job.retry')).toMatchObject({
      actorId: manager.id,
      entity: 'job',
      entityId: job!.id,
      before: { name: 'deliver-message', state: 'failed', tries: 11 },
      after: { state: 'retry' },
    });

    expect(await drainJobs(['deliver-message'])).toEqual({ completed: 1, failed: 0 });
    expect(delivered).toEqual(['+8801712345678']);
    const [message] = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.id));
    expect(message).toMatchObject({ status: 'sent', attempts: 12 });
    expect(await listFailedJobs()).toMatchObject({ total: 0, items: [] });
    // Done is done: a second retry finds nothing to retry.
    expect((await refusal(() => retryFailedJob(manager, job!.name, job!.id))).kind).toBe(
      'not_found',
    );
  });

  it('fails an SMS whose number the gateway refuses at once, without retries, and says why', async () => {
    await sendMessage({ channel: 'sms', to: refusedNumber, text: 'We have your order.' });
    expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 1 });
    expect(await drainJobs(['deliver-message'])).toEqual({ completed: 0, failed: 0 });
    expect((await listFailedJobs()).items).toEqual([
      expect.objectContaining({
        name: 'deliver-message',
        state: 'failed',
        tries: 1,
        maxTries: 1,
        error: 'SMS gateway answered 400',
        smsFailure: 'refused',
        nextTryOn: null,
      }),
    ]);
    const [message] = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, refusedNumber));
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('drops a failed job for good, for the owner and manager only, and audits it', async () => {
    const id = await failedSweep('The database was away');
    const [listed] = (await listFailedJobs()).items;
    expect(listed).toMatchObject({
      id,
      name: 'release-expired-orders',
      state: 'failed',
      tries: 1,
      maxTries: 1,
      error: 'The database was away',
    });

    const refused = await refusal(() => dropFailedJob(clerk, 'release-expired-orders', id));
    expect(refused).toMatchObject({ kind: 'forbidden', code: 'not_allowed' });
    expect(await jobRow(id)).toBeDefined();

    await dropFailedJob(owner, 'release-expired-orders', id);
    expect(await jobRow(id)).toBeUndefined();
    expect(await listFailedJobs()).toMatchObject({ total: 0 });
    expect(await newestAudit('job.drop')).toMatchObject({
      actorId: owner.id,
      entityId: id,
      before: {
        name: 'release-expired-orders',
        state: 'failed',
        data: { note: 'The database was away' },
      },
      after: null,
    });
    expect((await refusal(() => dropFailedJob(owner, 'release-expired-orders', id))).kind).toBe(
      'not_found',
    );
  });

  it('drops a job waiting for its next try, so it never runs', async () => {
    const order = await insertOrder(getDb(), {
      at: new Date().toISOString(),
      status: 'pending',
      total: 900,
    });
    const id = await enqueueJob('release-order', { orderId: order.id });
    const job = await fetchSentJob(getBoss(), 'release-order');
    await getBoss().fail('release-order', job!.id, { message: 'Locked' });
    expect((await listFailedJobs({ state: 'retry' })).items).toEqual([
      expect.objectContaining({
        id,
        about: expect.objectContaining({ order: 'found', orderNumber: order.number }),
        state: 'retry',
      }),
    ]);
    await dropFailedJob(manager, 'release-order', id!);
    await dueNow(id!);
    expect(await drainJobs(['release-order'])).toEqual({ completed: 0, failed: 0 });
  });

  it('refuses a job that is not one of the store’s, or an id that is not one', async () => {
    const error = await refusal(() => retryFailedJob(owner, 'no-such-queue', 'not-an-id'));
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('lists the newest failure first, a page at a time', async () => {
    const ids: string[] = [];
    for (let index = 0; index < failedJobsPageSize + 3; index += 1) {
      ids.push(await failedSweep(`Failure ${index}`));
    }
    // Each failed a minute after the one before.
    for (const [index, id] of ids.entries()) {
      await getDb()
        .update(bossJobs)
        .set({ completedOn: sql`now() - make_interval(mins => ${ids.length - index})` })
        .where(and(eq(bossJobs.id, id), eq(bossJobs.name, 'release-expired-orders')));
    }
    const first = await listFailedJobs();
    expect(first).toMatchObject({ total: ids.length, page: 1, pageSize: failedJobsPageSize });
    expect(first.items.map((item) => item.id)).toEqual(
      ids.toReversed().slice(0, failedJobsPageSize),
    );
    const second = await listFailedJobs({ page: 2 });
    expect(second.items.map((item) => item.id)).toEqual(ids.toReversed().slice(failedJobsPageSize));
    expect((await listFailedJobs({ state: 'retry' })).total).toBe(0);
  });
});
