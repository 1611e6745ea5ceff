import { type ApiErrorEnvelope, type ErrorCode, inEnglish, type Translate } from '@perks/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { logThrottle } from '../lib/log-throttle.ts';
import { requestTranslator } from '../lib/request-locale.ts';
import { routeKeyOf } from '../routing/route-key.ts';

/**
 * How long a client should wait before retrying a 503: about one connection timeout, by which
 * the pool has tried the database again (docs/decisions/022-outages-timeouts-and-drain.md).
 */
const RETRY_AFTER_SECONDS = '5';

function envelope(error: ApiErrorEnvelope['error']): ApiErrorEnvelope {
  return { success: false, error };
}

/** Turns `/body/contact_email` or `/schedule_data/0/day` into `contact_email` / `schedule_data.0.day`. */
function fieldFromPath(path: string): string | undefined {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field || undefined;
}

/** Fastify's own 4xx statuses that have a code of their own in the error model. */
const FRAMEWORK_4XX_CODES: Partial<Record<number, ErrorCode>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
/** A database that cannot answer now is the service being briefly unavailable, not a bug. */
function asAppError(error: FastifyError | AppError): FastifyError | AppError {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return error;
  return new AppError('SERVICE_UNAVAILABLE', 'Service unavailable. Please try again later.', {
    cause: error,
  });
}

/**
 * One place that decides what a failure looks like on the wire: AppErrors keep their code, a
 * database that cannot answer is a 503 with Retry-After, schema failures become 400
 * VALIDATION_ERROR naming the field, and anything unexpected is a 500 whose details stay in the
 * log, never in the response. An outage fails every request alike, so its log line is written
 * at most once a second, with the count of those held back.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a refusal by a budget (a 429, or a cap's 503); set by the metrics when they are on. */
    budgetRefused?: (budget: string) => void;
  }
}

export function registerErrorHandlers(app: FastifyInstance): void {
  const throttle = logThrottle();
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = asAppError(thrown);
    // Messages go out in the reader's language (?lang=, the lang cookie, Accept-Language).
    const t = requestTranslator(request);
    if (error instanceof AppError) {
      if (error.budget !== undefined || error.code === 'RATE_LIMITED') {
        request.server.budgetRefused?.(error.budget ?? routeKeyOf(request));
      }
      if (error.statusCode >= 500) {
        // Health checks and requests failing on the same outage share one line.
        const line = isDatabaseUnavailable(error.cause) ? 'database unavailable' : error.message;
        const suppressed = throttle.admit(line);
        if (suppressed !== undefined) request.log.error({ err: error.cause ?? error, suppressed }, line);
      }
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', RETRY_AFTER_SECONDS);
      }
      return reply.status(error.statusCode).send(
        envelope({
          message: t(error.message),
          code: error.code,
          ...(error.field ? { field: error.field } : {}),
          ...(error.details !== undefined ? { details: error.details } : {}),
        }),
      );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: fieldFromPath(issue.instancePath),
        message: issue.message === undefined ? undefined : t(issue.message),
      }));
      const first = issues[0];
      return reply.status(400).send(
        envelope({
          message: first?.field
            ? `${first.field}: ${first.message}`
            : (first?.message ?? t('Invalid request')),
          code: 'VALIDATION_ERROR',
          ...(first?.field ? { field: first.field } : {}),
          details: { issues, location: error.validationContext },
        }),
      );
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(envelope({ message: t('Internal server error'), code: 'INTERNAL_ERROR' }));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to pass on.
    const code = FRAMEWORK_4XX_CODES[status] ?? 'BAD_REQUEST';
    return reply.status(status).send(envelope({ message: t(error.message), code }));
  });
}

export function apiNotFound(method: string, url: string, t: Translate = inEnglish): ApiErrorEnvelope {
  return envelope({
    message: t('Route {method} {path} not found', { method, path: url.split('?')[0] ?? '' }),
    code: 'NOT_FOUND',
  });
}

/**
 * Errors the router raises before any route or hook runs (a malformed URL, a path parameter longer
 * than the router accepts): Fastify's `frameworkErrors` option, so they too take the error shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const t = requestTranslator(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send(envelope({ message: t('A path parameter is too long'), code: 'URI_TOO_LONG' }));
    return;
  }
  reply.status(400).send(envelope({ message: t('The URL is not valid'), code: 'BAD_REQUEST' }));
}
