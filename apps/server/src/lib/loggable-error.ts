/**
 * The logger's `err` serializer. Errors from the database carry what the request sent: Drizzle's
 * DrizzleQueryError puts the bound parameters in `params` and in its message, and PostgreSQL's
 * `detail` quotes row values ("Key (phone)=(…) already exists"). Those are personal data, so
 * they never reach the log; the SQL text (placeholders only), codes and stacks still do
 * (docs/decisions/022-outages-timeouts-and-drain.md).
 */
const WITHHELD_KEYS = new Set(['params', 'parameters', 'detail', 'where']);

/** Drizzle's message is `Failed query: <sql>\nparams: <values>`; the values go. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

/** The shape pino writes under `err`. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function loggableError(error: unknown): LoggedError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = withoutParams(error.message);
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (WITHHELD_KEYS.has(key) || key === 'cause' || key === 'errors') continue;
    logged[key] = value;
  }
  // Bounded, in case of a cycle of causes.
  if (depth < 5) {
    if (error.cause !== undefined) logged.cause = serialize(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      logged.errors = error.errors.map((inner: unknown) => serialize(inner, depth + 1));
    }
  }
  return logged;
}
