import pretty from 'pino-pretty';
import { loggableError } from '../lib/loggable-error.ts';
import { maskPersonalData } from '../lib/mask-personal-data.ts';
import type { AppConfig } from './app-config.ts';

/**
 * The server's pino options; tests build the app with the same ones to read what it logs.
 * JSON lines, but readable lines (pino-pretty) for a person at a terminal outside production.
 * Every line, whoever wrote it, has its phone numbers and e-mail addresses masked (decision 080).
 */
export function loggerOptions(config: AppConfig, terminal = process.stdout.isTTY === true) {
  const stream =
    terminal && config.NODE_ENV !== 'production'
      ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : undefined;
  return {
    level: config.LOG_LEVEL,
    // Errors from the database carry the request's bound parameters: the log gets them stripped.
    serializers: { err: loggableError },
    hooks: { streamWrite: maskPersonalData },
    ...(stream ? { stream } : {}),
    ...(config.NODE_ENV === 'development'
      ? {}
      : { redact: ['req.headers.authorization', 'req.headers.cookie'] }),
  };
}
