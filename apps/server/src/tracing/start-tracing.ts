import { register } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { setActiveTracing } from './job-tracing.ts';

/** The service's name in traces unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names it. */
const SERVICE_NAME = 'perks';

const carrierGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

/**
 * Traces over OTLP/HTTP (docs/decisions/092-traces.md). Loaded by the entry (server.ts) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and before anything imports `node:http`, `pg` or `fastify`:
 * the instrumentations patch those modules as they are loaded (CommonJS through
 * require-in-the-middle, ES modules through import-in-the-middle's loader, told to wrap only the
 * modules the instrumentations name). The exporter reads the standard OTEL_EXPORTER_OTLP_* settings.
 */
export async function startTracing(): Promise<void> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': SERVICE_NAME }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      // Every Fastify instance registers the plugin as it is made: a span per request's route
      // (`http.route` is the route's pattern, never the raw path) with the handler's inside. Not a
      // span per hook: the app runs a dozen hooks a request (security headers, budgets, metrics),
      // which multiplied the spans sent per request for nothing an operator reads (decision 092).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      // Only statements inside a span: the job queue's polls (every second or so, outside any
      // request or job) would otherwise each make a trace of their own.
      // Nor a span per pool checkout: the request or job span around it shows any wait for one.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  await waitForAllMessagesAcknowledged();

  const tracer = provider.getTracer('perks-job-queue');
  setActiveTracing({
    currentContext() {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent === undefined ? undefined : carrier;
    },
    runJob(job, sentFrom, run) {
      const sender =
        sentFrom !== null && typeof sentFrom === 'object'
          ? trace.getSpanContext(
              propagation.extract(ROOT_CONTEXT, sentFrom as Record<string, unknown>, carrierGetter),
            )
          : undefined;
      const links = sender ? [{ context: sender }] : [];
      // A worker's run is inside pg-boss's own CONSUMER span (`process <name>`, a trace of its own:
      // the queue is not asked to propagate context, which would make the job a child inside the
      // request's trace, decision 092): the link goes on it.
      const queueSpan = job.inQueueSpan ? trace.getActiveSpan() : undefined;
      if (queueSpan) {
        queueSpan.addLinks(links);
        queueSpan.setAttribute('pgboss.job.retry_count', job.attempt);
        return run();
      }
      // Elsewhere (runDueJobs), a span of the same name and shape.
      return tracer.startActiveSpan(
        `process ${job.name}`,
        {
          kind: SpanKind.CONSUMER,
          root: true,
          links,
          attributes: {
            'messaging.system': 'pg-boss',
            'messaging.operation.type': 'process',
            'messaging.destination.name': job.name,
            'messaging.message.id': job.id,
            'pgboss.job.retry_count': job.attempt,
          },
        },
        ROOT_CONTEXT,
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
    shutdown: () => provider.shutdown(),
  });
}
