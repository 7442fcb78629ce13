import type { UserType } from '@souq/domain/schemas/accounts';
import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import { hasBearer, hasSessionCookie } from '../../../http/session-cookies';
import type { AccountRepository } from '../repository/accounts';
import type { BetterAuthInstance } from './better-auth';

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

/**
 * Resolves the session from the cookie or an "Authorization: Bearer" token (Better Auth's
 * bearer plugin turns the token into the cookie) once per request. Admin = a verified email
 * listed in ADMIN_EMAILS: an unconfirmed account registered with that address is no admin.
 */
export function viewerResolver(
  auth: BetterAuthInstance,
  repository: AccountRepository,
  adminEmails: readonly string[],
) {
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const { cookie, authorization } = request.headers;
    // A guest costs no database round trip.
    if (!hasSessionCookie(cookie) && !hasBearer(authorization)) return null;
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (authorization) headers.set('authorization', authorization);
    const found = await auth.api.getSession({ headers }).catch((error: unknown) => {
      // Its storage failed: the session may well be valid. Never answer as if signed out.
      if (isAPIError(error) && error.statusCode >= 500) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    });
    if (!found) return null;
    const { user } = found;
    // A disabled account is signed out everywhere at once; a session that raced it is nobody.
    const standing = await repository.standing(user.id);
    if (standing.disabled) return null;
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
      hasClient: standing.hasClient,
    };
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
