import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses U+0000 in any path parameter, query value or JSON body before a route validates it, with
 * a 400 naming the field — for every route at once, so no new text field can reach the database
 * with one (PostgreSQL refuses it, which was a 500).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request and needs no promise of its own.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field === undefined) continue;
      done(
        new AppError(
          'VALIDATION_ERROR',
          field ? `${field}: ${NUL_CHARACTER_MESSAGE}` : NUL_CHARACTER_MESSAGE,
          {
            ...(field ? { field } : {}),
          },
        ),
      );
      return;
    }
    done();
  });
}
