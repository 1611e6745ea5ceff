import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an address that `isIPv6` accepted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A dotted IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const words = (part: string | undefined) =>
    part ? part.split(':').map((word) => Number.parseInt(word, 16)) : [];
  const front = words(head);
  if (tail === undefined) return front;
  const back = words(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What the per-network budgets count (decision 021): an IPv4 address as it is, and an IPv6
 * address by its /64, because one subscriber or server gets a whole /64 and could otherwise take
 * a fresh address for every request. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
