import { findInputProblem, inputProblemMessage } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses, before a route validates anything, input no field may hold (the contract's
 * `findInputProblem`): U+0000, half of a UTF-16 surrogate pair, or a JSON body nested deeper than
 * 64 levels — in any path parameter, query value or JSON body, with a 400 naming the field. For
 * every route at once, so no new field can reach the database with one (PostgreSQL refuses NUL
 * and lone surrogates: a 500), and no body can overflow the stack of the code that walks it next.
 * The walk keeps its own stack: 20,000 nested arrays in 40 KB once overflowed the recursive one.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request and needs no promise of its own.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findInputProblem(part);
      if (found === undefined) continue;
      done(
        new AppError('VALIDATION_ERROR', inputProblemMessage(found), {
          ...(found.field ? { field: found.field } : {}),
        }),
      );
      return;
    }
    done();
  });
}
