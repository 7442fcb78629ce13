import type { SellerStore, StoreWalletsInput } from '@souq/domain/schemas/seller-store';
import { AppError } from '../../../http/app-error';
import type { PublicChanges } from '../../../http/public-changes';
import type { PasswordCheck, Viewer } from '../../auth';
import { toSellerStore } from '../mappers';
import type { AccountChange, StoreRepository } from '../repository';
import { editableStore, isPublic } from './owner-store';

type WalletsBody = { shamcash_account?: string | null; goldmasters_account?: string | null } & Pick<
  StoreWalletsInput,
  'password'
>;

/**
 * Where shoppers send money. Changing a wallet asks for the password again (a borrowed phone
 * with an open session must not redirect payments), checked by the auth module against the
 * owner's e-mail + password account behind the sign-in rate limits (429 RATE_LIMITED after
 * too many guesses); a wrong one changes nothing. Every changed field is
 * recorded with who and when (vendor_account_changes); the checkout always reads the current
 * number from the store.
 */
export function storeWalletsService(
  repository: StoreRepository,
  checkPassword: PasswordCheck,
  publicChanges: PublicChanges,
) {
  return {
    /** `ip`: the caller's address, for the password guesses' rate limits. */
    async update(viewer: Viewer, body: WalletsBody, ip: string): Promise<SellerStore> {
      if (!(await checkPassword(viewer.email, body.password, ip))) {
        throw new AppError('WRONG_PASSWORD');
      }
      const { owned, visible } = await repository.asOwner(viewer.userId, async (tx) => {
        const store = await editableStore(tx);
        const next = {
          shamcash_account: body.shamcash_account ?? null,
          goldmasters_account: body.goldmasters_account ?? null,
        };
        const changes: AccountChange[] = [
          { field: 'shamcash_account' as const, oldValue: store.shamcashAccount },
          { field: 'goldmasters_account' as const, oldValue: store.goldmastersAccount },
        ]
          .map((change) => ({ ...change, newValue: next[change.field] }))
          .filter((change) => change.oldValue !== change.newValue);
        if (changes.length === 0) return { owned: await tx.owned(store), visible: false };
        const updated = await tx.update(store.id, {
          shamcashAccount: next.shamcash_account,
          goldmastersAccount: next.goldmasters_account,
        });
        await tx.recordAccountChanges(store.id, changes);
        return { owned: await tx.owned(updated), visible: isPublic(updated) };
      });
      if (visible) publicChanges.changed();
      return toSellerStore(owned);
    },
  };
}
export type StoreWalletsService = ReturnType<typeof storeWalletsService>;
