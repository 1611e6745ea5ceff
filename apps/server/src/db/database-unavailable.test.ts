import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, timed-out or cancelled database, also inside a DrizzleQueryError', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  });

  it('recognises every failure a connection ended by the server leaves, as a transaction meets them', () => {
    // Decision 051: what requests saw while PostgreSQL ended connections every 250 ms. Drizzle
    // wraps each, and a failed ROLLBACK (or COMMIT) replaces whatever the transaction threw.
    const fatal = Object.assign(withCode('terminating connection due to administrator command', '57P01'), {
      severity: 'FATAL',
    });
    const shapes = [
      new DrizzleQueryError('begin', [], fatal),
      new DrizzleQueryError('select 1', [], fatal),
      new DrizzleQueryError('commit', [], fatal),
      new DrizzleQueryError('rollback', [], new Error('Connection terminated unexpectedly')),
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
      new DrizzleQueryError('rollback', [], new Error('Client was closed and is not queryable')),
      new DrizzleQueryError('rollback', [], withCode('read ECONNRESET', 'ECONNRESET')),
      new DrizzleQueryError('commit', [], withCode('write EPIPE', 'EPIPE')),
      withCode('the database system is shutting down', '57P02'),
    ];
    for (const shape of shapes) expect(isDatabaseUnavailable(shape), String(shape.cause ?? shape)).toBe(true);
  });

  it('recognises a database that refuses this connection: not accepting connections, no CONNECT right, a wrong password, gone', () => {
    const refusals = [
      withCode('database "perks" is not currently accepting connections', '55000'),
      withCode('permission denied for database "perks"', '42501'),
      withCode('password authentication failed for user "perks"', '28P01'),
      withCode('no pg_hba.conf entry for host "10.0.0.7", user "perks"', '28000'),
      withCode('database "perks" does not exist', '3D000'),
    ];
    for (const refusal of refusals) {
      expect(isDatabaseUnavailable(refusal), refusal.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refusal)), refusal.message).toBe(
        true,
      );
    }
    // The same codes with other words are mistakes in the app, not an outage.
    expect(isDatabaseUnavailable(withCode('permission denied for table jobs', '42501'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('cannot cluster on a partial index', '55000'))).toBe(false);
  });

  it('leaves a wrong query to be a 500', () => {
    const syntax = withCode('syntax error at or near "selec"', '42601');
    expect(isDatabaseUnavailable(new DrizzleQueryError('selec 1', [], syntax))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
