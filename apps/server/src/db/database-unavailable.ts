/**
 * Tells a database that cannot answer right now (refused, gone, hung, overloaded) from a query
 * that is wrong. The first is the service being briefly unavailable, a 503 the client may retry
 * (docs/decisions/022-outages-timeouts-and-drain.md); the second stays a 500, a bug to fix.
 */

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own answers that mean "not now": 57014 is a statement cancelled by
 * statement_timeout, 57P01-57P03 a server shutting down or starting, 53300 too many connections.
 * Class 08 (connection exception) is matched by prefix.
 */
const SERVER_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** node-postgres and its pool say these without a code. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
];

function isUnavailableCause(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

/** Follows `cause` (Drizzle wraps the driver's error in a DrizzleQueryError) a few levels down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = current.cause;
  }
  return false;
}
