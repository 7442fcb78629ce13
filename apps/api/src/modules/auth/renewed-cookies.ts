import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookieList } from '../../http/session-cookies';
import type { Viewers } from './service/viewers';

/** A Set-Cookie header's cookie name. */
const cookieName = (header: string) => header.slice(0, header.indexOf('=')).trim();

/**
 * An onSend hook: the cookies the session lookup set for a request (a session extended on use,
 * or an expired one removed) go out with its reply, as Better Auth's own session endpoint
 * sends them. A cookie the route itself set wins: after a sign-out's cleared cookie, a renewed
 * one would sign the shopper back in.
 */
export function renewedSessionCookies(viewers: Viewers) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const renewed = viewers.cookiesSetFor(request);
    if (renewed.length === 0) return payload;
    const own = setCookieList(reply.getHeader('set-cookie'));
    const taken = new Set(own.map(cookieName));
    const added = renewed.filter((header) => !taken.has(cookieName(header)));
    // Fastify adds Set-Cookie values to those already there.
    if (added.length > 0) reply.header('set-cookie', added);
    return payload;
  };
}
