import { trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { runJob } from '@/lib/bootstrap/jobs/run-job';
import { requestIdKey } from '@/lib/jobs/request-id';
import { captureLog, type CapturedLog } from '@/tests/helpers/captured-log';

// With a tracer provider registered (lib/bootstrap/tracing.ts, when a collector is set),
// each job try is a span `job <name>` (docs/architecture.md, "Traces"). e2e/traces sees a
// done one reach a collector; here a failed one, which needs no database.
describe('the job span', () => {
  const exporter = new InMemorySpanExporter();
  let log: CapturedLog;

  beforeAll(() => {
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    );
  });

  afterAll(() => trace.disable());

  beforeEach(() => {
    log = captureLog();
  });

  afterEach(() => log.restore());

  it('names the job, its try, its outcome and the request that sent it', async () => {
    const data = { [requestIdKey]: 'checkout-7f3a9c' };
    const job = { id: 'job-1', retryCount: 1, retryLimit: 3 };
    // No outboxId: the payload's schema fails the try before any handler runs.
    await expect(runJob('deliver-message', data, job)).rejects.toThrow();

    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('job deliver-message');
    expect(span?.attributes).toEqual({
      'store.job.name': 'deliver-message',
      'store.job.id': 'job-1',
      'store.job.try': 2,
      'store.job.outcome': 'will retry',
      'store.request_id': 'checkout-7f3a9c',
    });
    expect(span?.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(span?.events.map((event) => event.name)).toEqual(['exception']);
  });
});
