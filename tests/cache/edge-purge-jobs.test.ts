import { eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { expireTags } from '@/lib/cache/expire';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { listFailedJobs } from '@/lib/fulfilment/failed-jobs/failed-jobs';
import { getBoss } from '@/lib/jobs/boss';
import { bossJobs } from '@/lib/jobs/job-table';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { afterTasksDone } from '@/tests/helpers/after-tasks';
import { startMockEdge } from './edge-mock';

// Next's revalidateTag, as the Jest stand-in has it, but a test may make it throw as it does
// outside a request of Next's (a command such as `npm run orders:release`).
jest.mock('next/cache', () => {
  const standIn = jest.requireActual<typeof import('@/tests/helpers/next-cache')>(
    '@/tests/helpers/next-cache',
  );
  return { ...standIn, revalidateTag: jest.fn(standIn.revalidateTag) };
});

/** The purge jobs queued so far: each once the write's answer would be done. */
const purgeJobs = async () => {
  await afterTasksDone();
  return getDb()
    .select({ data: bossJobs.data, state: bossJobs.state })
    .from(bossJobs)
    .where(eq(bossJobs.name, 'edge-purge'));
};

/**
 * Drains the edge-purge jobs once each is due: pg-boss takes only jobs whose start_after
 * has passed, and PGlite's clock counts whole milliseconds (tests/helpers/fetch-sent-job.ts).
 */
async function drainPurges() {
  await afterTasksDone();
  await getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second'
        WHERE name = 'edge-purge' AND state IN ('created', 'retry')`,
  );
  return drainJobs(['edge-purge']);
}

const keysSent = (header: unknown) => String(header).split(' ').sort();

describeCatalogue('purges at the edge', (fixture) => {
  let varnish: Awaited<ReturnType<typeof startMockEdge>>;
  const saved = { ...env };
  beforeAll(async () => {
    varnish = await startMockEdge();
  });
  afterAll(() => varnish.close());
  beforeEach(() => {
    Object.assign(env, { EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: [varnish.url] });
  });
  afterEach(async () => {
    Object.assign(env, saved);
    varnish.received.length = 0;
    varnish.answer.status = 200;
    await getDb().execute(sql`DELETE FROM pgboss.job WHERE name = 'edge-purge'`);
  });

  it('queues no job when EDGE_PURGE names no edge', async () => {
    Object.assign(env, { EDGE_PURGE: undefined });
    await expireTags([cacheTags.banner]);
    expect(await purgeJobs()).toEqual([]);
  });

  it('queues exactly one job with the tags a write expired, inside a request of Next’s', async () => {
    await expireTags([cacheTags.banner, cacheTags.sitemap, cacheTags.banner], {
      edgeKeys: ['product:old-slug'],
    });
    expect(await purgeJobs()).toEqual([
      {
        data: { tags: ['banner', 'sitemap'], keys: ['product:old-slug'] },
        state: 'created',
      },
    ]);
  });

  it('queues exactly one job from a command outside Next too', async () => {
    jest.mocked(revalidateTag).mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag banner');
    });
    await expireTags([cacheTags.banner, cacheTags.allListings]);
    expect(jest.mocked(revalidateTag)).toHaveBeenCalled();
    expect(await purgeJobs()).toEqual([
      { data: { tags: ['banner', 'listing:all'], keys: [] }, state: 'created' },
    ]);
  });

  it('is worked by translating the tags to edge keys and purging each Varnish', async () => {
    const id = fixture().product['pearl-clutch']!;
    await expireTags([cacheTags.product(id), cacheTags.allListings], {
      edgeKeys: ['product:pearl-purse'],
    });
    expect(await drainPurges()).toEqual({ completed: 1, failed: 0 });
    expect(varnish.received.map((call) => call.method)).toEqual(['PURGE']);
    expect(keysSent(varnish.received[0]!.headers['xkey-purge'])).toEqual([
      'listing:all',
      'product:pearl-clutch',
      'product:pearl-purse',
    ]);
  });

  it('sends purges that waited together as one call per edge, with every key once', async () => {
    const id = fixture().product['pearl-clutch']!;
    await expireTags([cacheTags.product(id)]);
    await expireTags([cacheTags.allListings, cacheTags.product(id)]);
    await expireTags([cacheTags.banner], { edgeKeys: ['product:pearl-purse'] });
    expect(await drainPurges()).toEqual({ completed: 3, failed: 0 });
    expect(varnish.received.map((call) => call.method)).toEqual(['PURGE']);
    expect(keysSent(varnish.received[0]!.headers['xkey-purge'])).toEqual([
      'banner',
      'listing:all',
      'product:pearl-clutch',
      'product:pearl-purse',
    ]);
    expect(await purgeJobs()).toEqual([
      expect.objectContaining({ state: 'completed' }),
      expect.objectContaining({ state: 'completed' }),
      expect.objectContaining({ state: 'completed' }),
    ]);
  });

  it('shows a purge that keeps failing on the failed-jobs page, in words', async () => {
    varnish.answer.status = 500;
    await expireTags([cacheTags.banner]);
    expect(await drainPurges()).toEqual({ completed: 0, failed: 1 });
    expect(await purgeJobs()).toEqual([expect.objectContaining({ state: 'retry' })]);

    // A job out of tries, as this one will be after its retries; the first, due again, is
    // sent with it, so the edge refused both keys.
    const jobId = await getBoss().send('edge-purge', { tags: ['sitemap'] }, { retryLimit: 0 });
    expect(await drainPurges()).toEqual({ completed: 0, failed: 2 });
    const { items } = await listFailedJobs({ state: 'failed' });
    expect(items).toEqual([
      expect.objectContaining({
        id: jobId,
        name: 'edge-purge',
        about: expect.objectContaining({ tags: 'sitemap', tagsCount: 1, tagsMore: 0 }),
        error: `Varnish at ${varnish.url} answered HTTP 500 to the purge of 2 keys`,
      }),
    ]);
  });
});
