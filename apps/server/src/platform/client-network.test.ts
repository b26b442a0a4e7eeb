import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('the network a client address belongs to', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:0:12::/64';
    expect(clientNetworkOf('2001:db8:0:12::1')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:12:a::7%eth0')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:13::1')).not.toBe(network);
    expect(clientNetworkOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    // A dotted IPv4 tail takes the last two groups, not one.
    expect(clientNetworkOf('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });

  it('leaves anything that is not an address as it came', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
