import { AppError } from './app-error.ts';

/**
 * A 429 that says how long to wait, in the header and in the body the login screen reads. `budget`
 * names the budget that refused, for the metrics' refusals per budget (decision 081).
 */
export const rateLimited = (message: string, seconds: number, budget: string) =>
  new AppError('RATE_LIMITED', message, {
    budget,
    headers: { 'Retry-After': String(seconds) },
    details: { retry_after: seconds },
  });
