import { paths } from '@souq/domain/paths';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import { bearer } from 'better-auth/plugins/bearer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { account, session, user, verification } from '../../../db/schema';
import { scrubSecrets } from '../../../http/logger';
import { trustedOrigins } from '../../../http/origins';
import { COOKIE_PREFIX } from '../../../http/session-cookies';
import type { MailQueue } from '../../mail';
import { resetPasswordMail, verificationMail } from '../mails';
import { hashPassword, verifyPassword } from './password-hash';

/** Set by the Fastify bridge from request.ip; any client-sent value is dropped first. */
export const CLIENT_IP_HEADER = 'x-souq-client-ip';
/**
 * Set by the Fastify bridge, outside production only, to the local origin the request was
 * served on (http/origins.ts); any client-sent value is dropped first.
 */
export const SERVED_ORIGIN_HEADER = 'x-souq-served-origin';
const HOUR = 60 * 60;

export interface AuthDeps {
  config: Config;
  database: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
}

/** The route tree a shopper works in: a phone user's mail links keep to /mobile. */
export type ShopperTree = 'web' | 'mobile';

/**
 * The tree a link or path names: /mobile and below is the phone's, everything else the web's.
 * Only the path counts, so a link can choose a tree but never an origin.
 */
export function treeOf(link: string | undefined): ShopperTree {
  if (!link) return 'web';
  const path = URL.canParse(link) ? new URL(link).pathname : link.split(/[?#]/)[0];
  return path === '/mobile' || path?.startsWith('/mobile/') ? 'mobile' : 'web';
}

/**
 * Where the links in our mail land: the auth page of the shopper's tree (/auth or
 * /mobile/auth), which shows the right form or notice. The mailed-link routes force these as
 * callbackURL whatever the link says (only its tree is kept), so an edited link can never
 * carry a token to another origin (the native app's localhost origins included).
 */
export function mailLinkLandings(publicUrl: string) {
  const link = (tree: ShopperTree, query: Record<string, string>) => {
    const url = new URL(tree === 'mobile' ? paths.mobile.auth() : paths.web.auth(), publicUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    afterVerification: (tree: ShopperTree) => link(tree, { verified: '1' }),
    resetPage: (tree: ShopperTree) => link(tree, { mode: 'reset' }),
  };
}

/**
 * Better Auth configured for Souq: email + password with required confirmation, argon2id
 * (password.ts), DB sessions in httpOnly SameSite=Lax cookies (Secure in production), bearer
 * tokens for the native app. Its own rate limiter is off: ours (rate-limits.ts) counts per
 * account as well as per address and is shared by all processes through the database.
 */
export function createBetterAuth({ config, database, mail, log }: AuthDeps) {
  const authLog = log.child({ module: 'better-auth' });
  const { afterVerification, resetPage } = mailLinkLandings(config.publicUrl);
  const fixedOrigins = trustedOrigins(config.publicUrl);
  /**
   * The server, not the request, decides where a mailed link leads: the asked-for callback
   * (the sign-up's callbackURL, the reset request's redirectTo) only picks the tree.
   */
  const withCallback = (url: string, landing: (tree: ShopperTree) => string) => {
    const link = new URL(url);
    const asked = link.searchParams.get('callbackURL') ?? undefined;
    link.searchParams.set('callbackURL', landing(treeOf(asked)));
    return link.toString();
  };

  return betterAuth({
    appName: 'Souq',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    // PUBLIC_URL's and the native app's; outside production also the origin the bridge
    // vouches for (trustedOrigins is asked per request, with the Request the bridge built).
    trustedOrigins: (request) => {
      const served = request?.headers.get(SERVED_ORIGIN_HEADER);
      return served ? [...fixedOrigins, served] : fixedOrigins;
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        // Never settable by a request: vendor owners are made by the seller side or an admin.
        role: { type: 'string', required: false, defaultValue: 'shopper', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: to, url }) => {
        mail.enqueue(
          resetPasswordMail({ to: to.email, name: to.name, url: withCallback(url, resetPage) }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that logs in (right password) gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: HOUR,
      sendVerificationEmail: async ({ user: to, url }) => {
        mail.enqueue(
          verificationMail({
            to: to.email,
            name: to.name,
            url: withCallback(url, afterVerification),
          }),
        );
      },
    },
    plugins: [bearer({ requireSignature: true })],
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Better Auth skips its origin checks under NODE_ENV=test; tests must see the real thing.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const detail = args.map((arg) => (arg instanceof Error ? arg.message : String(arg)));
        const line = scrubSecrets([message, ...detail].join(' '));
        if (level === 'error') authLog.error(line);
        else if (level === 'warn') authLog.warn(line);
        else authLog.info(line);
      },
    },
  });
}
export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
