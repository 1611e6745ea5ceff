import { BlockList, isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands for well-known ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest ranges production trusts: a private network's. 10.0.0.0/8 is the widest private IPv4
 * range and fc00::/7 (unique local) the widest private IPv6 one; anything wider takes in public
 * addresses, whose clients could then name their own address in `X-Forwarded-For`.
 */
const WIDEST_TRUSTED_PREFIX = { ipv4: 8, ipv6: 7 } as const;

export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

interface Cidr {
  entry: string;
  address: string;
  family: 'ipv4' | 'ipv6';
  prefix: number;
}

/** An address or CIDR entry, or null for anything else (range names included). */
function parseCidr(entry: string): Cidr | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return null;
  const bits = prefix === undefined ? max : Number(prefix);
  if (bits > max) return null;
  return { entry, address, family: version === 4 ? 'ipv4' : 'ipv6', prefix: bits };
}

function inRange(range: { address: string; prefix: number }, address: string): boolean {
  const list = new BlockList();
  list.addSubnet(range.address, range.prefix, 'ipv6');
  return list.check(address, 'ipv6');
}

const IPV4_MAPPED = { address: '::ffff:0:0', prefix: 96 };

/**
 * The IPv4 prefix an entry trusts, or null when it holds no IPv4 address. proxy-addr matches an
 * IPv4 peer against an IPv6 range through its IPv4-mapped form (::ffff:a.b.c.d), so
 * `::ffff:0.0.0.0/96`, or `::/80` which holds every mapped address, trusts all of IPv4.
 */
function ipv4PrefixOf(cidr: Cidr): number | null {
  if (cidr.family === 'ipv4') return cidr.prefix;
  if (cidr.prefix <= IPV4_MAPPED.prefix) return inRange(cidr, IPV4_MAPPED.address) ? 0 : null;
  return inRange(IPV4_MAPPED, cidr.address) ? cidr.prefix - IPV4_MAPPED.prefix : null;
}

function isWiderThanPrivate(cidr: Cidr): boolean {
  const ipv4 = ipv4PrefixOf(cidr);
  if (ipv4 !== null && ipv4 < WIDEST_TRUSTED_PREFIX.ipv4) return true;
  return cidr.family === 'ipv6' && cidr.prefix < WIDEST_TRUSTED_PREFIX.ipv6;
}

/**
 * What is wrong with a TRUST_PROXY value, or null. `true` and a hop count trust whatever
 * `X-Forwarded-For` a client sends when it reaches the app directly, so each client could pick its
 * own address and walk past every per-address limit: production accepts only the proxies' own
 * addresses or CIDRs, none wider than a private network. A /0 is refused everywhere: it means
 * "trust every peer", which proxy-addr refuses to compile (the app would stop with its TypeError),
 * and which development spells `true`.
 */
export function trustProxyProblem(value: string, production: boolean): string | null {
  if (value === 'false') return null;
  if (value === 'true' || /^\d+$/.test(value)) {
    return production
      ? "must list the proxies' addresses or CIDRs in production (e.g. 10.0.0.0/8): `true` and hop counts let any client choose its own address"
      : null;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !RANGE_NAMES.has(entry) && parseCidr(entry) === null);
  if (bad.length > 0) return `is not an address or CIDR: ${bad.join(', ')}`;
  const cidrs = entries.map(parseCidr).filter((cidr): cidr is Cidr => cidr !== null);
  const everyone = cidrs.filter((cidr) => cidr.prefix === 0).map((cidr) => cidr.entry);
  if (everyone.length > 0) {
    return `would trust every address (${everyone.join(', ')}): list the proxies' own addresses or CIDRs${
      production ? '' : ', or `true` in development'
    }`;
  }
  if (!production) return null;
  const wide = cidrs.filter(isWiderThanPrivate).map((cidr) => cidr.entry);
  if (wide.length > 0) {
    return `is wider than a private network (IPv4 at most /${WIDEST_TRUSTED_PREFIX.ipv4}, IPv6 at most /${WIDEST_TRUSTED_PREFIX.ipv6}, IPv4-mapped at most /${96 + WIDEST_TRUSTED_PREFIX.ipv4}), so clients could choose their own address: ${wide.join(', ')}`;
  }
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
