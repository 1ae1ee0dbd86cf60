import 'server-only';
import { createRequire } from 'node:module';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { OTLPHttpJsonTraceExporter, registerOTel } from '@vercel/otel';

/**
 * Sends traces to an OpenTelemetry collector over OTLP/HTTP (docs/architecture.md,
 * "Traces"). instrumentation.ts loads this module only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, so a store without a collector loads nothing of OpenTelemetry. Next makes the spans
 * of requests and rendering itself; @vercel/otel adds outgoing fetch (SMS gateway, couriers,
 * SSLCommerz), instrumentation-pg the PostgreSQL queries, run-job.ts one span per job run.
 */
export function startTracing(options: { endpoint: string; serviceName: string }): void {
  // JSON unless the operator chose a protocol (OTEL_EXPORTER_OTLP_PROTOCOL, which
  // @vercel/otel reads; its own default is protobuf): every collector reads JSON, and so
  // does a plain HTTP listener in a test.
  const protocolChosen = Boolean(
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? process.env.OTEL_EXPORTER_OTLP_PROTOCOL,
  );
  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
  registerOTel({
    serviceName: options.serviceName,
    // 'auto' is @vercel/otel's fetch instrumentation.
    instrumentations: ['auto', new PgInstrumentation({ requireParentSpan: true })],
    ...(protocolChosen
      ? {}
      : { spanProcessors: [], traceExporter: new OTLPHttpJsonTraceExporter({ url }) }),
  });
  // The instrumentation patches pg's classes when Node's require loads it, but the server
  // bundle imports pg as ESM, which require hooks never see. Loaded once through require
  // here, its classes are patched, and the ESM entry re-exports that same module.
  createRequire(import.meta.url)('pg');
}
