import { connection } from 'next/server';
import { env } from '@/lib/env';
import { storeMetrics } from '@/lib/metrics/registry';
import { addScrapeGauges } from '@/lib/bootstrap/scrape-gauges';
import { sameSecret } from '@/lib/security';

const noStore = { 'cache-control': 'no-store' };

/**
 * This instance's metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN
 * (docs/architecture.md, "Serving"). Without the token configured there is nothing here.
 */
export async function GET(request: Request): Promise<Response> {
  await connection();
  const token = env.METRICS_TOKEN;
  if (!token) {
    return Response.json(
      { error: { code: 'not_found', message: 'Metrics are off: METRICS_TOKEN is not set.' } },
      { status: 404, headers: noStore },
    );
  }
  const given = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!given || !sameSecret(given, token)) {
    return Response.json(
      { error: { code: 'unauthenticated', message: 'Send the metrics token as a Bearer token.' } },
      { status: 401, headers: { ...noStore, 'www-authenticate': 'Bearer' } },
    );
  }
  const metrics = storeMetrics();
  addScrapeGauges(metrics);
  return new Response(await metrics.registry.metrics(), {
    headers: { ...noStore, 'content-type': metrics.registry.contentType },
  });
}
