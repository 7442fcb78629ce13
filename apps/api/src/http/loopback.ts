import type { FastifyRequest } from 'fastify';

/** Headers a reverse proxy adds: a request carrying one came from somewhere else. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * A request made on this machine, to this process, by nobody else: the TCP peer is loopback
 * (never request.ip, which TRUST_PROXY lets a proxy header decide) and no proxy forwarded it
 * (a reverse proxy on the same machine connects from loopback on behalf of the whole network).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardingHeaders.every((name) => request.headers[name] === undefined);
}
