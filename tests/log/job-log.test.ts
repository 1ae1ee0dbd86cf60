import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { outcomeOf } from '@/lib/bootstrap/jobs/job-log';
import { getBoss } from '@/lib/jobs/boss';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { requestIdKey } from '@/lib/jobs/request-id';
import { installServerHooks } from '@/lib/http/server/server-hooks';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { captureLog, type CapturedLog } from '@/tests/helpers/captured-log';
import { fetchSentJob } from '@/tests/helpers/fetch-sent-job';

describe('a job try’s outcome', () => {
  it.each([
    [false, { retryCount: 0, retryLimit: 0 }, 'done'],
    [true, { retryCount: 0, retryLimit: 2 }, 'will retry'],
    [true, { retryCount: 1, retryLimit: 2 }, 'will retry'],
    [true, { retryCount: 2, retryLimit: 2 }, 'failed'],
    [true, undefined, 'failed'],
  ])('failed %s, try %j: %s', (failed, tries, outcome) => {
    expect(outcomeOf(failed, tries && { id: 'j', ...tries })).toBe(outcome);
  });
});

describeAppDatabase(
  'the job line',
  async () => undefined,
  () => {
    let server: http.Server;
    let port: number;
    let uninstall: () => void;
    let log: CapturedLog;

    beforeAll(async () => {
      uninstall = installServerHooks({ trustedHops: 0 });
      // A route that sends a job, as checkout or a sign-in code does.
      server = http.createServer((_request, response) => {
        void enqueueJob('release-expired-orders', {}).then((id) => response.end(id));
      });
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      port = (server.address() as AddressInfo).port;
    });

    afterAll(async () => {
      uninstall();
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    });

    beforeEach(() => {
      log = captureLog();
    });

    afterEach(() => log.restore());

    it('names the job, its try, its outcome and the request that sent it', async () => {
      const answer = await fetch(`http://127.0.0.1:${port}/checkout`, {
        headers: { 'X-Request-Id': 'checkout-7f3a9c' },
      });
      const jobId = await answer.text();
      expect(answer.headers.get('x-request-id')).toBe('checkout-7f3a9c');

      const boss = getBoss();
      const job = await fetchSentJob(boss, 'release-expired-orders');
      expect(job?.id).toBe(jobId);
      expect(job?.data).toEqual({ [requestIdKey]: 'checkout-7f3a9c' });
      // Its first try fails as a worker's would; the drain below is its second.
      await boss.fail('release-expired-orders', jobId);
      await boss.retry('release-expired-orders', jobId);

      expect(await drainJobs(['release-expired-orders'])).toEqual({ completed: 1, failed: 0 });
      const line = await log.next((l) => l.msg === 'job');
      expect(line).toEqual({
        level: 'info',
        time: expect.any(String),
        instance: expect.any(String),
        msg: 'job',
        job: 'release-expired-orders',
        jobId,
        try: 2,
        outcome: 'done',
        durationMs: expect.any(Number),
        requestId: 'checkout-7f3a9c',
      });
    });

    it('says whether a failed try will be retried, with the error, and without a request', async () => {
      const retried = await getBoss().send('fitting-reminder', { booking: 12 });
      expect(await drainJobs(['fitting-reminder'])).toEqual({ completed: 0, failed: 1 });
      const last = await getBoss().send('fitting-reminder', { booking: 13 }, { retryLimit: 0 });
      expect(await drainJobs(['fitting-reminder'])).toEqual({ completed: 0, failed: 1 });

      const jobLines = log.lines.filter((line) => line.msg === 'job');
      expect(jobLines).toEqual([
        expect.objectContaining({
          level: 'warn',
          job: 'fitting-reminder',
          jobId: retried,
          try: 1,
          outcome: 'will retry',
          err: expect.objectContaining({
            type: 'Error',
            message: expect.stringContaining('payload does not fit its schema'),
          }),
        }),
        expect.objectContaining({ level: 'error', jobId: last, try: 1, outcome: 'failed' }),
      ]);
      expect(jobLines.some((line) => 'requestId' in line)).toBe(false);
    });
  },
);
