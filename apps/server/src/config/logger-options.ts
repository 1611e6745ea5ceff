import { loggableError } from '../lib/loggable-error.ts';
import type { AppConfig } from './app-config.ts';

/** The server's pino options; tests build the app with the same ones to read what it logs. */
export function loggerOptions(config: AppConfig) {
  return {
    level: config.LOG_LEVEL,
    // Errors from the database carry the request's bound parameters: the log gets them stripped.
    serializers: { err: loggableError },
    ...(config.NODE_ENV === 'development'
      ? {}
      : { redact: ['req.headers.authorization', 'req.headers.cookie'] }),
  };
}
