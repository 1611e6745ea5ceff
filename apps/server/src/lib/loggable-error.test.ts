import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

describe('loggableError', () => {
  it('keeps the SQL, codes and causes but never the bound parameters or quoted row values', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (phone)=(+12075550142) already exists.',
    });
    for (const cause of [refused, duplicate]) {
      const error = new DrizzleQueryError('select * from users where phone = $1', ['+12075550142'], cause);
      const logged = loggableError(error);
      const text = JSON.stringify(logged);
      expect(text).not.toContain('12075550142');
      expect(logged.message).toBe('Failed query: select * from users where phone = $1');
      expect(logged.query).toBe('select * from users where phone = $1');
      expect(logged.stack).toContain('Failed query: select');
      expect(logged.cause).toMatchObject({ message: cause.message, code: cause.code });
    }
  });

  it('lists the errors of an AggregateError (a refused connection tried on every address)', () => {
    const logged = loggableError(new AggregateError([new Error('a'), new Error('b')], 'both failed'));
    expect(logged).toMatchObject({ type: 'AggregateError', errors: [{ message: 'a' }, { message: 'b' }] });
  });

  it('describes anything thrown that is not an error', () => {
    expect(loggableError('text')).toMatchObject({ type: 'string', message: 'text' });
  });
});
