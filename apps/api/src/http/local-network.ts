import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Addresses the internet never routes: loopback, RFC 1918, link-local (IPv4 and IPv6) and IPv6
 * unique-local. A page served on one of them can only have been opened from this machine or
 * its own network.
 */
const localRanges = new BlockList();
localRanges.addSubnet('127.0.0.0', 8, 'ipv4');
localRanges.addSubnet('10.0.0.0', 8, 'ipv4');
localRanges.addSubnet('172.16.0.0', 12, 'ipv4');
localRanges.addSubnet('192.168.0.0', 16, 'ipv4');
localRanges.addSubnet('169.254.0.0', 16, 'ipv4');
localRanges.addAddress('::1', 'ipv6');
localRanges.addSubnet('fc00::', 7, 'ipv6');
localRanges.addSubnet('fe80::', 10, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/** Every address of this machine's network interfaces (zone ids dropped). */
function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry?.address.split('%')[0] ?? '')
    .filter((address) => isIP(address) !== 0);
}

/**
 * The address a phone on the same network opens: the first non-internal IPv4 address of this
 * machine, or null when it has none (offline, or IPv6 only).
 */
export function lanAddress(): string | null {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  return found?.address ?? null;
}

/**
 * Whether a URL's hostname ('localhost', '10.0.0.2', '[::1]') names this machine or its local
 * network: `localhost`, an address in the ranges above, or one of this machine's own addresses
 * (a LAN may use any range; the start-up banner prints the machine's first address). A DNS name
 * never qualifies: an attacker's name can resolve to a local address (DNS rebinding), while an
 * address typed as such is one the browser really connected to.
 */
export function isLocalNetworkHost(
  hostname: string,
  ownAddresses: () => string[] = machineAddresses,
): boolean {
  if (hostname === 'localhost') return true;
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(address) === 0) return false;
  if (localRanges.check(address, familyOf(address))) return true;
  const own = new BlockList();
  for (const mine of ownAddresses()) own.addAddress(mine, familyOf(mine));
  return own.check(address, familyOf(address));
}
