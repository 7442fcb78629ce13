import type { UserType } from '@souq/domain/schemas/accounts';
import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import { hasBearer, hasSessionCookie } from '../../../http/session-cookies';
import type { AccountRepository } from '../repository/accounts';
import type { BetterAuthInstance } from './better-auth';
import { withBetterAuth } from './better-auth-calls';
import { signedCookieReader } from './signed-cookie';

/** Who is making a request, as every module needs to know it. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  emailVerified: boolean;
  createdAt: Date;
  type: UserType;
  /** A shopper profile (clients row) exists; without one a shopper must complete the profile. */
  hasClient: boolean;
}

/** Better Auth's own session settings, as its getSession applies them. */
interface SessionSettings {
  signedCookie: ReturnType<typeof signedCookieReader>;
  sessionCookie: string;
  dontRememberCookie: string;
  /** Seconds a session lives, and after how many it is extended on use. */
  expiresIn: number;
  updateAge: number;
}

/** The fast path cannot answer exactly: Better Auth's getSession must. */
const ASK_BETTER_AUTH = Symbol('ask Better Auth');

/**
 * Resolves the session from the cookie or an "Authorization: Bearer" token (Better Auth's
 * bearer plugin turns the token into the cookie) once per request. Admin = a verified email
 * listed in ADMIN_EMAILS: an unconfirmed account registered with that address is no admin.
 *
 * A session cookie is read in one query (the session, its user, the shopper profile and the
 * account's standing) instead of Better Auth's getSession (session, then user) and our
 * standing after it: three round trips on every signed-in request. The fast path answers only
 * what it can answer exactly as getSession would (a valid signature and a live session not yet
 * due for extension, or a token that is invalid or unknown); anything else — a session that
 * expired (getSession deletes it), one due for extension (getSession extends it), a bearer
 * token, an ambiguous Cookie header — goes to getSession itself. Nothing is cached: a session
 * revoked or an account disabled is refused on the next request, in every process.
 */
export function viewerResolver(
  auth: BetterAuthInstance,
  repository: AccountRepository,
  adminEmails: readonly string[],
) {
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  /** Cookies getSession set while answering for a request: a session extended, or removed. */
  const setByGetSession = new WeakMap<FastifyRequest, string[]>();
  let settings: Promise<SessionSettings> | undefined;
  const sessionSettings = () => {
    settings ??= auth.$context.then((context) => ({
      signedCookie: signedCookieReader(context.secret),
      sessionCookie: context.authCookies.sessionToken.name,
      dontRememberCookie: context.authCookies.dontRememberToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    return settings;
  };

  function viewerOf(
    user: {
      id: string;
      email: string;
      name: string;
      phone?: string | null;
      emailVerified: boolean;
      createdAt: Date | string;
      role?: string | null;
    },
    hasClient: boolean,
  ): Viewer {
    const email = user.email.toLowerCase();
    const isAdmin = user.emailVerified && adminEmails.includes(email);
    return {
      userId: user.id,
      email,
      name: user.name,
      phone: user.phone ?? null,
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt),
      type: isAdmin ? 'admin' : user.role === 'vendor' ? 'vendor' : 'shopper',
      hasClient,
    };
  }

  /**
   * Better Auth's getSession, then the account's standing. The cookies it sets (a session
   * extended on use gets a renewed cookie) are kept for the request's reply: without them the
   * browser's cookie would expire at its sign-in Max-Age while the session lives on.
   */
  async function viaBetterAuth(
    request: FastifyRequest,
    cookie: string | undefined,
    authorization: string | undefined,
  ): Promise<Viewer | null> {
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (authorization) headers.set('authorization', authorization);
    const answer = await withBetterAuth(() =>
      auth.api.getSession({ headers, returnHeaders: true }),
    ).catch((error: unknown) => {
      // Its storage failed: the session may well be valid. Never answer as if signed out.
      if (isAPIError(error) && error.statusCode >= 500) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    });
    const setCookies = answer.headers.getSetCookie();
    if (setCookies.length > 0) setByGetSession.set(request, setCookies);
    const found = answer.response;
    if (!found) return null;
    const { user } = found;
    // A disabled account is signed out everywhere at once; a session that raced it is nobody.
    const standing = await repository.standing(user.id);
    if (standing.disabled) return null;
    return viewerOf(user, standing.hasClient);
  }

  /** The session cookie's viewer in one query, or ASK_BETTER_AUTH (see above). */
  async function viaSessionRow(cookie: string): Promise<Viewer | null | typeof ASK_BETTER_AUTH> {
    const { signedCookie, sessionCookie, dontRememberCookie, expiresIn, updateAge } =
      await sessionSettings();
    const token = signedCookie(cookie, sessionCookie);
    if (token.kind === 'unclear') return ASK_BETTER_AUTH;
    if (token.kind !== 'valid') return null;
    const row = await repository.sessionViewer(token.value);
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt < now) return ASK_BETTER_AUTH;
    // getSession extends a session used a day (updateAge) after it was last extended, unless
    // it was opened without "remember me" (a signed dont_remember cookie).
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) {
      const dontRemember = signedCookie(cookie, dontRememberCookie);
      if (dontRemember.kind !== 'valid') return ASK_BETTER_AUTH;
    }
    if (row.disabledAt) return null;
    return viewerOf({ ...row, id: row.userId }, row.clientId !== null);
  }

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const { cookie, authorization } = request.headers;
    // A guest costs no database round trip.
    if (!hasSessionCookie(cookie) && !hasBearer(authorization)) return null;
    if (cookie !== undefined && !hasBearer(authorization)) {
      const viewer = await viaSessionRow(cookie);
      if (viewer !== ASK_BETTER_AUTH) return viewer;
    }
    return viaBetterAuth(request, cookie, authorization);
  }

  const viewers = {
    /** The signed-in viewer, or null for a guest. */
    get(request: FastifyRequest): Promise<Viewer | null> {
      let viewer = resolved.get(request);
      if (!viewer) {
        viewer = resolve(request);
        resolved.set(request, viewer);
      }
      return viewer;
    },

    /** The signed-in viewer; a guest gets 401. */
    async require(request: FastifyRequest): Promise<Viewer> {
      const viewer = await viewers.get(request);
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      return viewer;
    },

    /** Cookies the session lookup set for this request, for its reply (see viaBetterAuth). */
    cookiesSetFor(request: FastifyRequest): string[] {
      return setByGetSession.get(request) ?? [];
    },

    /** An administrator; a guest gets 401, anyone else 403. */
    async requireAdmin(request: FastifyRequest): Promise<Viewer> {
      const viewer = await viewers.require(request);
      if (viewer.type !== 'admin') throw new AppError('FORBIDDEN');
      return viewer;
    },
  };
  return viewers;
}
export type Viewers = ReturnType<typeof viewerResolver>;
