// Process entry (`npm start` runs its bundle, dist/server.js). It imports nothing itself: with
// OTEL_EXPORTER_OTLP_ENDPOINT set, tracing must be running before anything loads `node:http`, `pg`
// or `fastify` (its instrumentations patch them as they load); unset, tracing is never loaded at all
// (docs/decisions/092-traces.md).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing/start-tracing.ts');
  await startTracing();
}
const { startServer } = await import('./start-server.ts');
startServer().catch((error) => {
  console.error(error);
  process.exit(1);
});

export {};
