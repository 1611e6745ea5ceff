import { describe, expect, it } from 'vitest';
import { ZEmail, ZIdParams, ZIsoDateTime, ZPhone, ZUuid } from './primitives.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZUuid', () => {
  it.each([
    'a3bb189e-8bf9-4888-9912-ace4e6543002',
    'A3BB189E-8BF9-4888-9912-ACE4E6543002',
    // Not RFC-versioned, yet a valid PostgreSQL uuid (seed data uses ids like this).
    '11111111-1111-1111-1111-111111111111',
  ])('accepts %s', (id) => {
    expect(ZUuid.safeParse(id).success).toBe(true);
  });

  it.each([
    '',
    'abc',
    'a3bb189e-8bf9-4888-9912-ace4e654300',
    'a3bb189e8bf948889912ace4e6543002',
    'g3bb189e-8bf9-4888-9912-ace4e6543002',
  ])('rejects %j with the declared message', (id) => {
    expect(messageOf(ZUuid.safeParse(id))).toBe('Invalid UUID format');
  });
});

describe('ZIdParams', () => {
  it('requires a uuid id', () => {
    expect(ZIdParams.safeParse({ id: 'a3bb189e-8bf9-4888-9912-ace4e6543002' }).success).toBe(true);
    expect(messageOf(ZIdParams.safeParse({ id: '42' }))).toBe('Invalid UUID format');
  });
});

describe('ZEmail', () => {
  it('accepts an ordinary address', () => {
    expect(ZEmail.safeParse('hiring@portlandoyster.com').success).toBe(true);
  });

  it.each(['', 'no-at-sign', 'a@b', '@example.com', 'two@@example.com'])('rejects %j', (value) => {
    expect(messageOf(ZEmail.safeParse(value))).toBe('Invalid email format');
  });
});

describe('ZPhone', () => {
  it.each(['+12075550123', '12075550123', '+442071838750', '+123456789012345'])('accepts %s', (value) => {
    expect(ZPhone.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a leading zero', '+02075550123'],
    ['more than 15 digits', '+1234567890123456'],
    ['formatting characters', '(207) 555-0123'],
    ['a lone digit', '5'],
    ['a plus alone', '+'],
  ])('rejects %s', (_, value) => {
    expect(messageOf(ZPhone.safeParse(value))).toBe('Invalid phone number format');
  });
});

describe('ZIsoDateTime', () => {
  it.each(['2026-03-05T12:00:00Z', '2026-03-05T12:00:00.123Z', '2026-03-05T07:00:00-05:00'])(
    'accepts %s',
    (value) => {
      expect(ZIsoDateTime.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2026-03-05', '2026-03-05T12:00:00', 'March 5, 2026', ''])(
    'rejects %j (no date-time or no zone)',
    (value) => {
      expect(ZIsoDateTime.safeParse(value).success).toBe(false);
    },
  );
});
