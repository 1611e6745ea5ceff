import { AppError } from './app-error.ts';

/** A 429 that says how long to wait, in the header and in the body the login screen reads. */
export const rateLimited = (message: string, seconds: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'Retry-After': String(seconds) },
    details: { retry_after: seconds },
  });
