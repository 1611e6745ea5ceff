import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands for well-known ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * What is wrong with a TRUST_PROXY value, or null. `true` and a hop count trust whatever
 * `X-Forwarded-For` a client sends when it reaches the app directly, so each client could pick its
 * own address and walk past every per-address limit: production accepts only the proxies' own
 * addresses or CIDRs.
 */
export function trustProxyProblem(value: string, production: boolean): string | null {
  if (value === 'false') return null;
  if (value === 'true' || /^\d+$/.test(value)) {
    return production
      ? "must list the proxies' addresses or CIDRs in production (e.g. 10.0.0.0/8): `true` and hop counts let any client choose its own address"
      : null;
  }
  const bad = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !isAddressOrCidr(entry));
  if (bad.length > 0) return `is not an address or CIDR: ${bad.join(', ')}`;
  return null;
}

/** Fastify's `trustProxy` option from a TRUST_PROXY value that `trustProxyProblem` accepted. */
export function trustProxySetting(value: string): TrustProxySetting {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
