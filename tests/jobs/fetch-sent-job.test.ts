import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { getBoss } from '@/lib/jobs/boss';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { fetchSentJob } from '@/tests/helpers/fetch-sent-job';
import { onEveryEngine } from '@/tests/helpers/test-database';

// PGlite's clock is the cause of a flake that only it showed: both engines must agree.
onEveryEngine();

describeAppDatabase(
  'a job fetched right after it was sent',
  async () => undefined,
  (_, engine) => {
    it('is found every time, however soon the fetch comes', async () => {
      const boss = getBoss();
      for (let round = 0; round < 40; round += 1) {
        const id = await enqueueJob('release-expired-orders', {});
        const job = await fetchSentJob(boss, 'release-expired-orders');
        expect(job?.id).toBe(id);
        await boss.complete('release-expired-orders', job!.id);
      }
    });

    it('is not due in the millisecond it was sent on PGlite, whose clock counts milliseconds', async () => {
      const readings = await Promise.all(
        Array.from({ length: 10 }, () =>
          getDb().execute<{ micros: number }>(
            sql`select (extract(microseconds from clock_timestamp())::int % 1000) as micros`,
          ),
        ),
      );
      const subMillisecond = readings.map((reading) => Number(reading.rows[0]!.micros));
      // pg-boss takes a job only once start_after < now(): with whole milliseconds, a fetch in
      // the millisecond of the send finds nothing, which a single fetch took for "no job".
      if (engine === 'pglite') expect(subMillisecond.every((micros) => micros === 0)).toBe(true);
      else expect(subMillisecond.some((micros) => micros !== 0)).toBe(true);
    });
  },
);
