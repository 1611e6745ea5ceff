// The operations module's public surface: the Prometheus metrics (decision 081).
export { registerMetrics } from './metrics.ts';
