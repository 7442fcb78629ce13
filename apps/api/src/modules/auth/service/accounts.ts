import type { RegisterInput } from '@souq/domain/schemas/accounts';
import { AppError } from '../../../http/app-error';
import type { AccountRepository } from '../repository/accounts';
import { verifyPassword } from './password-hash';

/** What auth needs from the profile module (a port, so auth never touches its tables). */
export interface ClientProfiles {
  createIfMissing(
    userId: string,
    profile: { name: string; phone: string | null; email: string },
  ): Promise<void>;
}

export function accountService(
  repository: AccountRepository,
  profiles: ClientProfiles,
  adminEmails: readonly string[],
) {
  return {
    /**
     * A right password on an account an administrator disabled: the session Better Auth just
     * opened is ended and the sign-in refused in plain Arabic. Checked only after the password
     * was accepted, so the refusal tells nothing to someone guessing addresses.
     */
    async refuseDisabled(email: string): Promise<void> {
      if (!(await repository.isDisabled(email))) return;
      await repository.endSessions(email);
      throw new AppError('ACCOUNT_DISABLED');
    },

    /**
     * Sign-up for an email that already has an account answers "already registered"
     * (spec orders §8), which Better Auth would hide behind a fake success when confirmation is
     * required. Spec orders §4: a confirmed shopper without a profile gets the client record at
     * this point; we do it only when the password given is the account's own, so a stranger who
     * knows the address cannot write a name and phone into someone else's profile.
     */
    async refuseExistingAccount(input: RegisterInput): Promise<void> {
      const existing = await repository.findAccount(input.email);
      if (!existing) return;
      const mayCreateProfile =
        existing.emailVerified &&
        existing.clientId === null &&
        existing.role === 'shopper' &&
        !adminEmails.includes(existing.email) &&
        existing.passwordHash !== null &&
        (await verifyPassword(existing.passwordHash, input.password));
      if (mayCreateProfile) {
        await profiles.createIfMissing(existing.id, {
          name: input.name,
          phone: input.phone || null,
          email: existing.email,
        });
      }
      throw new AppError('EMAIL_ALREADY_REGISTERED');
    },

    /** Two sign-ups racing for one new email: the loser's insert fails; say why. */
    async explainFailedSignUp(email: string): Promise<AppError | null> {
      return (await repository.findAccount(email))
        ? new AppError('EMAIL_ALREADY_REGISTERED')
        : null;
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
