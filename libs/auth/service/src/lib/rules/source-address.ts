import { isIP } from 'node:net';

/**
 * The client address failed sign-ins are counted under. IPv4 as it is (IPv4-mapped IPv6 too); IPv6 by
 * its /64 prefix, the block one subscriber or one host is given, so a guesser cannot get a fresh
 * budget by stepping through the 2^64 addresses of their own network. Fits the 64-character column.
 */
export function sourceKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split('%')[0].toLowerCase();
  if (isIP(address) !== 6) return ip.slice(0, 64);
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("64:ff9b::192.0.2.1") takes the room of two groups.
  const rightGroups = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - rightGroups).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
