export * from './job-alerts.ts';
export * from './job-alerts-routes.ts';
