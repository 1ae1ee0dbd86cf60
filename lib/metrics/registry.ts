import 'server-only';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'store_' });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'store_http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'store_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    tagExpiries: new Counter({
      name: 'store_cache_tag_expiries_total',
      help: 'Cache tags expired by writes of this instance',
      registers,
    }),
    jobsQueued: new Counter({
      name: 'store_jobs_queued_total',
      help: 'Jobs this instance put on the queue, by name',
      labelNames: ['name'] as const,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'store_orders_placed_total',
      help: 'Orders placed, by where they were taken and how they are paid',
      labelNames: ['source', 'payment'] as const,
      registers,
    }),
    orderRevenue: new Counter({
      name: 'store_order_revenue_taka_total',
      help: 'The totals of orders placed, in taka, by how they are paid',
      labelNames: ['payment'] as const,
      registers,
    }),
    outgoingCalls: new Counter({
      name: 'store_outgoing_calls_total',
      help: "Calls to partners' services (SMS, e-mail, couriers, edge purges), by service and outcome",
      labelNames: ['service', 'outcome'] as const,
      registers,
    }),
  };
}

export type StoreMetrics = ReturnType<typeof createMetrics>;

// Next loads instrumentation.ts, the route handlers and the cache handlers as separate
// bundles of one process: the counters live on the process, not in a module.
const processWide = globalThis as unknown as { storeMetrics?: StoreMetrics };

/** This process's metrics, made on first use. */
export function storeMetrics(): StoreMetrics {
  processWide.storeMetrics ??= createMetrics();
  return processWide.storeMetrics;
}
