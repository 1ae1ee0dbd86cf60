import type { IncomingMessage, ServerResponse } from 'node:http';
import { storeMetrics } from '@/lib/metrics/registry';
import { routeLabel } from '@/lib/metrics/route-label';

/** Counts the request and times it once its answer has been sent. */
export function countRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  response.once('finish', () => {
    const labels = {
      method: request.method ?? 'GET',
      route: routeLabel(request.url),
      status: String(response.statusCode),
    };
    const { httpRequests, httpDuration } = storeMetrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
