import { eq, sql } from 'drizzle-orm';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { getDb } from '@/lib/db/client';
import { listFailedJobs } from '@/lib/fulfilment/failed-jobs/failed-jobs';
import { getBoss } from '@/lib/jobs/boss';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { bossJobs } from '@/lib/jobs/job-table';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';

const queued = (name: string) =>
  getDb().select({ data: bossJobs.data }).from(bossJobs).where(eq(bossJobs.name, name));

describeAppDatabase(
  'a job’s payload, read by its schema',
  async () => undefined,
  () => {
    afterEach(async () => {
      await getDb().execute(sql`DELETE FROM pgboss.job`);
    });

    it('is refused when sent with a payload that does not fit, and nothing is queued', async () => {
      await expect(
        // @ts-expect-error: the order's id is a number, and the type says so too.
        enqueueJob('release-order', { orderId: 'NJ-260310-00001' }),
      ).rejects.toThrow(
        "The release-order job's payload does not fit its schema (orderId: Invalid input: expected number, received string)",
      );
      expect(await queued('release-order')).toEqual([]);

      await enqueueJob('release-order', { orderId: 7 });
      expect(await queued('release-order')).toEqual([{ data: { orderId: 7 } }]);
    });

    it('fails a stored job whose payload does not fit, with the schema’s message, on the failed-jobs desk', async () => {
      // As a release with another shape of payload could have left it: past enqueueJob.
      const id = await getBoss().send('fitting-reminder', { booking: 12 });
      expect(await drainJobs(['fitting-reminder'])).toEqual({ completed: 0, failed: 1 });

      const { items } = await listFailedJobs();
      expect(items).toEqual([
        expect.objectContaining({
          id,
          name: 'fitting-reminder',
          state: 'retry',
          error:
            "The fitting-reminder job's payload does not fit its schema (bookingId: Invalid input: expected number, received undefined)",
        }),
      ]);
    });
  },
);
