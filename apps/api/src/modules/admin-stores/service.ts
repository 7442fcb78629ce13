import { paths } from '@souq/domain/paths';
import { SHELL_ACTOR } from '@souq/domain/schemas/admin-actions';
import type {
  AdminStore,
  AdminStoreList,
  AdminStoreListQuery,
  StoreStatus,
} from '@souq/domain/schemas/seller-store';
import { type StoreVerb, storeTransitions } from '@souq/domain/store-status';
import { AppError } from '../../http/app-error';
import type { PublicChanges } from '../../http/public-changes';
import type { AdminAudit } from '../admin-audit';
import type { MailQueue } from '../mail';
import { type StoreDecision, storeDecisionMail } from '../seller-store/mails';
import { toAdminStore } from './mappers';
import type { AdminStoreRepository } from './repository';

/** The mail the owner gets for each decision. */
const decisionMails: Record<StoreVerb, StoreDecision> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'reinstated',
};

interface AdminStoreDeps {
  mail: MailQueue;
  /** Every decision joins the audit log in its own transaction. */
  audit: Pick<AdminAudit, 'record'>;
  publicUrl: string;
  /** Public caches of this process forget what they hold (a store appears or leaves). */
  publicChanges: Pick<PublicChanges, 'changed'>;
}

/** Deciding on stores: the API (administrators only, checked by the routes) and the CLI. */
export function adminStoreService(
  repository: AdminStoreRepository,
  { mail, audit, publicUrl, publicChanges }: AdminStoreDeps,
) {
  const consoleUrl = new URL(paths.seller.home(), publicUrl).toString();

  return {
    async list(query: AdminStoreListQuery): Promise<AdminStoreList> {
      const { rows, count, counts } = await repository.list(query);
      return {
        data: rows.map(toAdminStore),
        count,
        counts,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** The store's id from an id or its owner's e-mail (CLI), or 404. */
    async resolve(idOrEmail: string): Promise<string> {
      const id = await repository.findId(idOrEmail);
      if (!id) throw new AppError('NOT_FOUND');
      return id;
    },

    /**
     * One decision: status and is_active together, a history row with who and why, the
     * owner's mail, and public caches told (an approved store appears, a suspended one leaves).
     */
    async decide(
      storeId: string,
      verb: StoreVerb,
      reason: string | null,
      /** The administrator deciding; null from the operator's shell (`npm run stores`). */
      by: { userId: string; email: string } | null,
    ): Promise<AdminStore> {
      const rule = storeTransitions[verb];
      const decided = await repository.transaction(async (tx) => {
        const store = await repository.lock(tx, storeId);
        if (!store) throw new AppError('NOT_FOUND');
        if (!rule.from.includes(store.status as StoreStatus)) {
          throw new AppError('STORE_DECISION_NOT_ALLOWED', undefined, { status: store.status });
        }
        await repository.setStatus(tx, storeId, {
          status: rule.to,
          reason,
          decidedBy: by?.userId ?? null,
        });
        await audit.record(tx, {
          by: by ?? { userId: null, email: SHELL_ACTOR },
          action: `store.${verb}`,
          target: { type: 'store', id: storeId, label: store.vendorName },
          reason,
        });
        return repository.lock(tx, storeId);
      });
      const store = decided!;
      if (store.ownerEmail) {
        mail.enqueue(
          storeDecisionMail(
            store.ownerEmail,
            store.vendorName,
            decisionMails[verb],
            reason,
            consoleUrl,
          ),
        );
      }
      publicChanges.changed();
      return toAdminStore(store);
    },
  };
}
export type AdminStoreService = ReturnType<typeof adminStoreService>;
