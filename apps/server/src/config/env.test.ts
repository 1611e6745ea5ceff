import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs with nothing set: embedded database, console SMS, port 3000', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMS_PROVIDER).toBe('console');
    expect(env.OTP_LENGTH).toBe(4);
    expect(env.ADMIN_PHONES).toEqual(['+12075550100']);
  });

  it('names every bad key in one error', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', OTP_LENGTH: '5', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'OTP_LENGTH', 'LOG_LEVEL']) expect(message).toContain(key);
    }
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('refuses production without a JWT secret and with console SMS', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMS_PROVIDER/);
  });

  it('accepts production with a secret and the HTTP SMS gateway', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_FROM: '+12075559999',
      SMS_HTTP_ACCOUNT_SID: 'AC123',
      SMS_HTTP_AUTH_TOKEN: 'token',
    });
    expect(env.NODE_ENV).toBe('production');
  });

  it('requires the gateway address when the HTTP SMS provider is chosen', () => {
    expect(() => parseEnv({ SMS_PROVIDER: 'http' })).toThrow(
      /SMS_HTTP_URL[\s\S]*SMS_FROM[\s\S]*SMS_HTTP_ACCOUNT_SID[\s\S]*SMS_HTTP_AUTH_TOKEN/,
    );
  });

  it('splits ADMIN_PHONES on commas', () => {
    expect(parseEnv({ ADMIN_PHONES: '+12075550100, +12075550199' }).ADMIN_PHONES).toEqual([
      '+12075550100',
      '+12075550199',
    ]);
  });

  it('waits SHUTDOWN_GRACE_MS only in production unless it is set', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'http' };
    const gateway = {
      SMS_HTTP_URL: 'https://sms.example.com',
      SMS_FROM: '+1',
      SMS_HTTP_ACCOUNT_SID: 'a',
      SMS_HTTP_AUTH_TOKEN: 'b',
    };
    expect(parseEnv({ ...production, ...gateway }).SHUTDOWN_GRACE_MS).toBe(5000);
    expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBe(0);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '1500' }).SHUTDOWN_GRACE_MS).toBe(1500);
  });

  it('refuses a head timeout longer than the whole request may take', () => {
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
