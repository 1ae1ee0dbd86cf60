// Runs once when Next's server starts (docs/architecture.md, "Serving").
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  // Traces only for a collector: first, so that pg is instrumented before anything loads it.
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./lib/bootstrap/tracing');
    startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
  }
  const { closeDatabaseAtExit } = await import('./lib/bootstrap/close-at-exit');
  closeDatabaseAtExit();
  const { installServerHooks } = await import('./lib/http/server/server-hooks');
  installServerHooks({ trustedHops: env.TRUSTED_PROXY_HOPS });
  // Every instance works the job queue (docs/decisions.md, "Jobs"); a build does not.
  if (env.JOB_WORKERS === 'on' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startJobWorkers } = await import('./lib/bootstrap/jobs/worker');
    const { logger } = await import('./lib/log/logger');
    startJobWorkers().catch((error: unknown) =>
      logger().error({ err: error }, 'job workers not started'),
    );
  }
}
