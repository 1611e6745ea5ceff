/**
 * What the job queue asks of tracing (docs/decisions/092-traces.md). This file imports nothing from
 * OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT unset nothing sets it, `activeTracing()` answers
 * undefined and the queue goes on as if tracing did not exist. `start-tracing.ts`, loaded by the
 * entry only when the endpoint is set, puts its implementation here.
 */
export interface Tracing {
  /** The current trace context as W3C headers (`traceparent`, `tracestate`), or undefined when there is none. */
  currentContext(): Record<string, string> | undefined;
  /**
   * Runs a job's handler in a CONSUMER span linked to the context the job was sent from (the request
   * that queued it), when it carries one: the job queue's own `process` span when `inQueueSpan` (a
   * worker's run, which pg-boss wraps in one), else a span of its own with the same name.
   */
  runJob<T>(
    job: { name: string; id: string; attempt: number; inQueueSpan: boolean },
    sentFrom: unknown,
    run: () => Promise<T>,
  ): Promise<T>;
  /** Sends the spans still waiting and stops exporting (the process is stopping). */
  shutdown(): Promise<void>;
}

let active: Tracing | undefined;

export function activeTracing(): Tracing | undefined {
  return active;
}

export function setActiveTracing(tracing: Tracing): void {
  active = tracing;
}
