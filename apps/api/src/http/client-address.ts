import { isIPv6 } from 'node:net';

/**
 * The address a per-IP limit counts. IPv6 clients usually own a whole /64 and could rotate
 * through it, so IPv6 addresses are counted by their /64 prefix; IPv4-mapped IPv6 is IPv4.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** "2001:db8::1" -> ["2001","db8","0","0","0","0","0","1"] (eight groups). */
function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    (group.replace(/^0+/, '') || '0').toLowerCase(),
  );
}
