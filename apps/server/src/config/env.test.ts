import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';
import { trustProxySetting } from './trust-proxy.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q8Zr3LwX0t-pV7nK2yHcM5sJd9Ub_4EaFgR1iO6xTz',
  PUBLIC_URL: 'https://perks.example',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMS_FROM: '+12075559999',
  SMS_HTTP_ACCOUNT_SID: 'AC123',
  SMS_HTTP_AUTH_TOKEN: 'token',
};

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

  it('refuses production without a JWT secret, a public URL and a real SMS provider', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: is required[\s\S]*PUBLIC_URL: is required[\s\S]*SMS_PROVIDER/,
    );
  });

  it('accepts production with a secret, a public URL and the HTTP SMS gateway', () => {
    const env = parseEnv(PRODUCTION);
    expect(env.NODE_ENV).toBe('production');
  });

  it.each([
    ['one character repeated', 'a'.repeat(32)],
    ['a short piece repeated', 'password1234'.repeat(4)],
    ['hex digits in order, twice', '0123456789abcdef'.repeat(2)],
  ])('refuses a JWT secret that is long enough but predictable: %s', (_name, secret) => {
    expect(() => parseEnv({ JWT_SECRET: secret })).toThrow(/JWT_SECRET: is too predictable/);
  });

  it('refuses a metrics token that is short or predictable, and a metrics port that is the public one', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => parseEnv({ METRICS_TOKEN: 'metrics!'.repeat(5) })).toThrow(
      /METRICS_TOKEN: is too predictable/,
    );
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    const env = parseEnv({ METRICS_TOKEN: 'Zr8mK2qVx7LpT4nW9sYc3HbJ6dFg1QeA5uRt0oIk', METRICS_PORT: '9464' });
    expect(env.METRICS_PORT).toBe(9464);
  });

  it('accepts a random JWT secret in hex or base64', () => {
    expect(parseEnv({ JWT_SECRET: 'd2f1a0c3b4e5968778695a4b3c2d1e0f' }).JWT_SECRET).toHaveLength(32);
    expect(parseEnv({ JWT_SECRET: 'q8Zr3LwX0t-pV7nK2yHcM5sJd9Ub_4EaFgR1iO6xTz' }).JWT_SECRET).toBeDefined();
  });

  it.each(['true', '1', '2'])(
    'refuses TRUST_PROXY=%s in production, where any client could pick its address',
    (value) => {
      expect(() => parseEnv({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must list the proxies/,
      );
    },
  );

  it('accepts proxy addresses, CIDRs and range names, and names the entries that are neither', () => {
    const trusted = '10.0.0.0/8, 192.168.1.7, fd00::/8, loopback';
    expect(parseEnv({ ...PRODUCTION, TRUST_PROXY: trusted }).TRUST_PROXY).toBe(trusted);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33,proxy.example,10.1.2.3' })).toThrow(
      /TRUST_PROXY: is not an address or CIDR: 10\.0\.0\.0\/33, proxy\.example$/m,
    );
  });

  it.each([
    ['two halves of IPv4', '0.0.0.0/1,128.0.0.0/1', '0.0.0.0/1, 128.0.0.0/1'],
    ['an IPv4 range wider than /8', '10.0.0.0/8, 96.0.0.0/3', '96.0.0.0/3'],
    ['an IPv6 range wider than /7', 'fc00::/7, ::/1', '::/1'],
    ['IPv4 through its IPv4-mapped IPv6 form', '::ffff:0.0.0.0/96', '::ffff:0.0.0.0/96'],
    ['an IPv6 range holding every IPv4-mapped address', '::/80', '::/80'],
    ['a wide IPv4-mapped range', '::ffff:0.0.0.0/100', '::ffff:0.0.0.0/100'],
  ])('refuses TRUST_PROXY ranges wider than a private network in production: %s', (_name, value, named) => {
    const escaped = named.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(() => parseEnv({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(
      new RegExp(`TRUST_PROXY: is wider than a private network[^\\n]*: ${escaped}$`, 'm'),
    );
  });

  it('accepts private-network-sized TRUST_PROXY ranges in production', () => {
    const trusted = '10.0.0.0/8, 172.16.0.0/12, fc00::/7, 2001:db8::/32, ::ffff:10.0.0.0/104, uniquelocal';
    expect(parseEnv({ ...PRODUCTION, TRUST_PROXY: trusted }).TRUST_PROXY).toBe(trusted);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/00', '10.0.0.0/8,::/0'])(
    'refuses TRUST_PROXY=%s, which would trust every address, in every environment',
    (value) => {
      for (const environment of [{}, { NODE_ENV: 'test' }, PRODUCTION]) {
        expect(() => parseEnv({ ...environment, TRUST_PROXY: value })).toThrow(EnvError);
        expect(() => parseEnv({ ...environment, TRUST_PROXY: value })).toThrow(
          /^ {2}- TRUST_PROXY: would trust every address/m,
        );
      }
    },
  );

  it('hands Fastify only TRUST_PROXY values its proxy check can compile', async () => {
    for (const value of [
      '10.0.0.0/8, fc00::/7, ::ffff:10.0.0.0/104, loopback',
      '0.0.0.0/1,128.0.0.0/1',
      'true',
    ]) {
      const app = Fastify({ trustProxy: trustProxySetting(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY) });
      await app.close();
    }
  });

  it('lets development keep a wide range it trusts on purpose', () => {
    expect(parseEnv({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' }).TRUST_PROXY).toBe('0.0.0.0/1,128.0.0.0/1');
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
    expect(parseEnv(PRODUCTION).SHUTDOWN_GRACE_MS).toBe(5000);
    expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBe(0);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '1500' }).SHUTDOWN_GRACE_MS).toBe(1500);
  });

  it('sheds load on a lagging event loop on PostgreSQL only, unless it is set', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/perks' };
    expect(parseEnv(postgres).SHED_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(parseEnv({}).SHED_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(parseEnv({ ...postgres, SHED_EVENT_LOOP_DELAY_MS: '0' }).SHED_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(parseEnv({ SHED_EVENT_LOOP_DELAY_MS: '250' }).SHED_EVENT_LOOP_DELAY_MS).toBe(250);
  });

  it("leaves each job name's expiry and retry delay its own unless they are set", () => {
    const env = parseEnv({});
    expect([env.JOB_EXPIRE_SECONDS, env.JOB_RETRY_DELAY_SECONDS]).toEqual([undefined, undefined]);
    const set = parseEnv({ JOB_EXPIRE_SECONDS: '3', JOB_RETRY_DELAY_SECONDS: '0' });
    expect([set.JOB_EXPIRE_SECONDS, set.JOB_RETRY_DELAY_SECONDS]).toEqual([3, 0]);
    expect(() => parseEnv({ JOB_EXPIRE_SECONDS: '0' })).toThrow(/JOB_EXPIRE_SECONDS/);
  });

  it('refuses a head timeout longer than the whole request may take', () => {
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
