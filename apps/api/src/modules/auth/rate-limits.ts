import { authMessages } from '@souq/domain/locales/ar/auth';
import type { AuthRateLimits } from '../../config';
import { AppError } from '../../http/app-error';
import { rateLimitAddress } from './client-address';
import type { RateLimitStore } from './rate-limit-store';

interface Check {
  key: string;
  max: number;
}

/**
 * The auth rate limits as named checks. Login: failures per account and per address, counted
 * before the password is checked (so concurrent guesses cannot slip past a stale count) and
 * given back when the login succeeds. Register and reset: every request counts, per address
 * and per email. Over a limit: 429 RATE_LIMITED with Retry-After, before any work is done.
 */
export function authRateLimiter(store: RateLimitStore, limits: AuthRateLimits) {
  const window = limits.windowSeconds;
  const loginKeys = (email: string, ip: string) => ({
    account: `login:account:${email}`,
    address: `login:ip:${rateLimitAddress(ip)}`,
  });

  async function enforce(checks: Check[]): Promise<void> {
    const counts = await Promise.all(checks.map((check) => store.hit(check.key, window)));
    const exceeded = counts.filter((count, i) => count.count > checks[i]!.max);
    if (exceeded.length === 0) return;
    const resetAt = Math.max(...exceeded.map((count) => count.resetAt.getTime()));
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, undefined, {
      'retry-after': String(retryAfter),
    });
  }

  return {
    /** Before a password is checked (login, change password). */
    async beforePasswordCheck(email: string, ip: string): Promise<void> {
      const keys = loginKeys(email, ip);
      await enforce([
        { key: keys.account, max: limits.loginPerAccount },
        { key: keys.address, max: limits.loginPerIp },
      ]);
    },

    /** The password was right: the account's failures are forgotten, the address's attempt returned. */
    async passwordAccepted(email: string, ip: string): Promise<void> {
      const keys = loginKeys(email, ip);
      await Promise.all([store.reset(keys.account), store.undo(keys.address)]);
    },

    async beforeRegister(email: string, ip: string): Promise<void> {
      await enforce([
        { key: `register:ip:${rateLimitAddress(ip)}`, max: limits.registerPerIp },
        { key: `register:email:${email}`, max: limits.registerPerEmail },
      ]);
    },

    /** Asking for a reset link: per address and per target email (no mail bombing). */
    async beforeResetRequest(email: string, ip: string): Promise<void> {
      await enforce([
        { key: `reset:ip:${rateLimitAddress(ip)}`, max: limits.resetPerIp },
        { key: `reset:email:${email}`, max: limits.resetPerEmail },
      ]);
    },

    /** Setting a new password with a token: per address (tokens are long, but still). */
    async beforeResetSubmit(ip: string): Promise<void> {
      await enforce([{ key: `reset:ip:${rateLimitAddress(ip)}`, max: limits.resetPerIp }]);
    },
  };
}
export type AuthRateLimiter = ReturnType<typeof authRateLimiter>;
