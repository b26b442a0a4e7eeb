import { isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, for limits counted per client: an IPv4 address as it
 * is, an IPv6 address as its /64 (one subscriber is given a whole /64 and may use any address in
 * it, so counting single addresses would count nothing). An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) is the IPv4 address.
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // `::` stands for the zero groups the address leaves out; a dotted IPv4 tail is two groups.
  const written = left.length + right.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - written).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
