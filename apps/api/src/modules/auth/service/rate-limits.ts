import { authMessages } from '@souq/domain/locales/ar/auth';
import type { AuthRateLimits } from '../../../config';
import { AppError } from '../../../http/app-error';
import { rateLimitAddress } from '../../../http/client-address';
import type { RateLimitStore } from '../repository/rate-limit-store';

interface Check {
  key: string;
  max: number;
}

/**
 * The auth rate limits as named checks (docs/decisions/005-auth.md). Login failures are
 * counted per account and address together, so a stranger guessing elsewhere never locks the
 * owner out; per address across accounts (password spraying); and per account across every
 * address the account has not signed in from (distributed guessing), so brute force stays
 * bounded while the owner, at an address of one of their sessions, is never locked by it.
 * Each attempt is counted before the password is checked (concurrent guesses cannot slip past
 * a stale count) and given back when it succeeds. Register and reset: every request counts,
 * per address and per email. Over a limit: 429 RATE_LIMITED with Retry-After, before any work.
 */
export function authRateLimiter(
  store: RateLimitStore,
  limits: AuthRateLimits,
  /** Addresses the account holds sessions from (its owner's usual places). */
  signInAddresses: (email: string) => Promise<string[]> = async () => [],
) {
  const window = limits.windowSeconds;
  const loginKeys = (email: string, ip: string) => {
    const address = rateLimitAddress(ip);
    return {
      accountAtAddress: `login:account-address:${email}|${address}`,
      address: `login:ip:${address}`,
      account: `login:account:${email}`,
    };
  };
  const isKnownAddress = async (email: string, ip: string) => {
    const address = rateLimitAddress(ip);
    return (await signInAddresses(email)).some((known) => rateLimitAddress(known) === address);
  };

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
      const checks = [
        { key: keys.accountAtAddress, max: limits.loginPerAccount },
        { key: keys.address, max: limits.loginPerIp },
      ];
      if (!(await isKnownAddress(email, ip))) {
        checks.push({ key: keys.account, max: limits.loginPerAccountTotal });
      }
      await enforce(checks);
    },

    /**
     * The password was right: this address's failures on the account are forgotten, and the
     * attempt is given back to the address and the account.
     */
    async passwordAccepted(email: string, ip: string): Promise<void> {
      const keys = loginKeys(email, ip);
      await Promise.all([
        store.reset(keys.accountAtAddress),
        store.undo(keys.address),
        store.undo(keys.account),
      ]);
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
