import { errorResponse } from '@souq/domain/schemas/common';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OriginPolicy } from '../../../http/origins';
import type { AccountService } from '../service/accounts';
import {
  type BetterAuthInstance,
  CLIENT_IP_HEADER,
  mailLinkLandings,
  SERVED_ORIGIN_HEADER,
} from '../service/better-auth';
import { withBetterAuth } from '../service/better-auth-calls';
import type { AuthRateLimiter } from '../service/rate-limits';
import type { Viewers } from '../service/viewers';
import { translateAuthError } from './errors';

export interface AuthAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when there is none (redirects). */
  body: unknown;
}

/** Headers Fastify computes itself for the body it sends. */
const notRelayed = new Set(['content-length', 'content-type', 'content-encoding', 'set-cookie']);

/**
 * Hands a Fastify request to Better Auth as a Web Request. The body is the one our zod schema
 * validated (never the raw one), and the client address is ours: whatever a client sent as
 * x-souq-client-ip is replaced by request.ip (which honours TRUST_PROXY). So is the origin it
 * was served on, which Better Auth trusts outside production (x-souq-served-origin).
 */
async function callBetterAuth(
  auth: BetterAuthInstance,
  { publicUrl, origins }: { publicUrl: string; origins: OriginPolicy },
  request: FastifyRequest,
  body?: unknown,
  /** Query parameters the server decides, replacing whatever the request said. */
  query: Record<string, string> = {},
): Promise<AuthAnswer> {
  const headers = fromNodeHeaders(request.headers);
  const ours = [CLIENT_IP_HEADER, SERVED_ORIGIN_HEADER];
  for (const name of ['content-length', 'transfer-encoding', 'content-type', ...ours]) {
    headers.delete(name);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const served = origins.served(request);
  if (served) headers.set(SERVED_ORIGIN_HEADER, served);
  const init: RequestInit = { method: request.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const url = new URL(request.url, publicUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await withBetterAuth(() => auth.handler(new Request(url, init)));
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: text && isJson ? JSON.parse(text) : null,
  };
}

/** Better Auth as the routes speak to it: a request passed on, and where mailed links land. */
export function authBridge(auth: BetterAuthInstance, publicUrl: string, origins: OriginPolicy) {
  return {
    call: (request: FastifyRequest, body?: unknown, query?: Record<string, string>) =>
      callBetterAuth(auth, { publicUrl, origins }, request, body, query),
    landings: mailLinkLandings(publicUrl),
  };
}
type AuthBridge = ReturnType<typeof authBridge>;

/** The refusals every auth route may answer with. */
export const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  429: errorResponse,
};
/** Credentials are small; a megabyte of "password" is an attack, not a login. */
export const bodyLimit = 8 * 1024;

/** What every auth route plugin receives from the module's index.ts. */
export interface AuthRouteDeps {
  bridge: AuthBridge;
  viewers: Viewers;
  limiter: AuthRateLimiter;
  accounts: AccountService;
}

/** Copies Better Auth's headers (every Set-Cookie separately, set-auth-token, Location). */
function relayHeaders(answer: AuthAnswer, reply: FastifyReply): void {
  for (const [name, value] of answer.headers) {
    if (!notRelayed.has(name)) reply.header(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
}

/**
 * Answers with what Better Auth said, in our terms: errors become AppErrors (the single error
 * handler words them), redirects pass through, and JSON bodies lose every session token (the
 * cookie or the set-auth-token header carry it; a body is too easily logged or cached).
 */
export function sendAuthAnswer(reply: FastifyReply, answer: AuthAnswer): FastifyReply {
  relayHeaders(answer, reply);
  if (answer.status >= 400) throw translateAuthError(answer.status, answer.body);
  if (answer.status >= 300 && answer.status < 400) return reply.code(answer.status).send();
  return reply.code(answer.status).send(withoutTokens(answer.body));
}

/**
 * Better Auth sends a bad confirmation link to the callback with ?error= appended, which
 * would read "/auth?verified=1&error=..." and could show the success notice; the web gets
 * "/auth?error=<code>" instead.
 */
export function withoutVerifiedOnError(answer: AuthAnswer): AuthAnswer {
  const location = answer.headers.get('location');
  if (!location || !URL.canParse(location)) return answer;
  const target = new URL(location);
  if (!target.searchParams.has('error')) return answer;
  target.searchParams.delete('verified');
  const headers = new Headers(answer.headers);
  headers.set('location', target.toString());
  return { ...answer, headers };
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, child]) => [key, withoutTokens(child)]),
  );
}
