import 'server-only';
import { Gauge } from 'prom-client';
import { cacheReads } from '@/cache-handlers/cache-reads.mjs';
import { getConnection } from '@/lib/db/client';
import { jobSchema } from '@/lib/jobs/boss';
import type { StoreMetrics } from '@/lib/metrics/registry';

type JobCount = { name: string; state: string; count: string | number };

/**
 * What is read when metrics are asked for rather than counted as it happens: the
 * database pool, the job queue by name and state (queued, retrying, running, failed), and
 * the reads of the `'use cache'` handler. Registered once per registry.
 */
export function addScrapeGauges({ registry }: StoreMetrics): void {
  if (registry.getSingleMetric('store_jobs')) return;
  const registers = [registry];
  new Gauge({
    name: 'store_db_pool_connections',
    help: "The PostgreSQL pool's connections, by state (none on embedded PGlite)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = getConnection().poolStats?.();
      this.reset();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'store_jobs',
    help: 'Jobs on the queue, by name and state (created, retry, active, completed, failed)',
    labelNames: ['name', 'state'] as const,
    registers,
    async collect() {
      const rows = (await getConnection().query(
        `SELECT name, state::text AS state, count(*) AS count FROM ${jobSchema}.job GROUP BY 1, 2`,
      )) as JobCount[];
      this.reset();
      for (const row of rows) this.set({ name: row.name, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'store_cache_reads',
    help: "Reads of the 'use cache' handler in this process, by result (hit, miss, expired)",
    labelNames: ['result'] as const,
    registers,
    collect() {
      for (const [result, count] of Object.entries(cacheReads())) this.set({ result }, count);
    },
  });
}
