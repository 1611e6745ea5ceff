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

/**
 * A database that will not take this connection: a rotated password (28P01), a role or host it
 * refuses (28000), a database dropped or renamed (3D000). Nothing in the request can fix these;
 * the operator can, so they are an outage, not a bug.
 */
const CONNECTION_REFUSED_CODES = new Set(['28P01', '28000', '3D000']);

/**
 * Codes that mean "not now" only with these words: 55000 is also a misused object, 42501 also a
 * missing table grant (a bug); `ALTER DATABASE ... ALLOW_CONNECTIONS false` and a revoked CONNECT
 * say these.
 */
const REFUSAL_MESSAGES: Record<string, RegExp> = {
  '55000': /is not currently accepting connections/,
  '42501': /permission denied for database/,
};

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
  if (CONNECTION_REFUSED_CODES.has(code) || REFUSAL_MESSAGES[code]?.test(error.message)) return true;
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
