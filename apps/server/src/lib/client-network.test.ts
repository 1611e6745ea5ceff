import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('192.0.2.10')).toBe('192.0.2.10');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(clientNetwork('::ffff:c000:20a')).toBe('192.0.2.10');
  });
});
