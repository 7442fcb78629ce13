import type { AccountRepository } from '../repository/accounts';
import { verifyPassword } from './password-hash';
import type { AuthRateLimiter } from './rate-limits';

/**
 * Asking a signed-in user for their password again before a sensitive change (a store's
 * wallet accounts, decision 016): the argon2 hash of their e-mail + password account, behind
 * the sign-in rate limits (docs/decisions/005-auth.md). A stolen session cannot guess the
 * password here faster than at the sign-in form, and its guesses count toward the same lockout:
 * over the limit is 429 RATE_LIMITED before any hashing. True when the password is right.
 */
export function passwordCheck(accounts: AccountRepository, limiter: AuthRateLimiter) {
  return async (email: string, password: string, ip: string): Promise<boolean> => {
    await limiter.beforePasswordCheck(email, ip);
    const hash = (await accounts.findAccount(email))?.passwordHash;
    const right = hash ? await verifyPassword(hash, password) : false;
    if (right) await limiter.passwordAccepted(email, ip);
    return right;
  };
}
export type PasswordCheck = ReturnType<typeof passwordCheck>;
