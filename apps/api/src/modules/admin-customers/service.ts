import type {
  AdminCustomer,
  AdminCustomerList,
  AdminCustomersQuery,
} from '@souq/domain/schemas/admin-customers';
import { AppError } from '../../http/app-error';
import type { AdminAudit } from '../admin-audit';
import type { Viewer } from '../auth';
import type { AdminCustomerRepository, CustomerRow } from './repository';

/**
 * The operator's customers (decision 021): accounts with their profile and order count, and
 * disabling one (signed out everywhere, refused at sign-in) or enabling it again, audited.
 * An administrator's own address (ADMIN_EMAILS) is never disabled from here.
 */
export function adminCustomerService(
  repository: AdminCustomerRepository,
  { audit, adminEmails }: { audit: Pick<AdminAudit, 'record'>; adminEmails: readonly string[] },
) {
  const isAdmin = (row: CustomerRow) =>
    row.user.emailVerified && adminEmails.includes(row.user.email.toLowerCase());
  const toCustomer = (row: CustomerRow): AdminCustomer => ({
    id: row.user.id,
    name: row.clientName ?? row.user.name,
    email: row.user.email,
    email_verified: row.user.emailVerified,
    phone: row.clientPhone ?? row.user.phone ?? null,
    role: isAdmin(row) ? 'admin' : row.user.role === 'vendor' ? 'vendor' : 'shopper',
    has_profile: row.clientId !== null,
    address: row.address,
    order_count: row.orderCount,
    created_at: row.user.createdAt.toISOString(),
    disabled_at: row.user.disabledAt?.toISOString() ?? null,
    disabled_reason: row.user.disabledReason,
  });

  async function found(id: string) {
    const row = await repository.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(query: AdminCustomersQuery): Promise<AdminCustomerList> {
      const { rows, count } = await repository.page(query);
      return { data: rows.map(toCustomer), count, limit: query.limit, offset: query.offset };
    },

    detail: async (id: string) => toCustomer(await found(id)),

    async setDisabled(admin: Viewer, id: string, disabled: boolean, reason: string | null) {
      const row = await found(id);
      if (disabled && isAdmin(row)) throw new AppError('ADMIN_ACCOUNT_PROTECTED');
      await repository.transaction(async (tx) => {
        await repository.setDisabled(tx, id, reason, disabled);
        await audit.record(tx, {
          by: { userId: admin.userId, email: admin.email },
          action: disabled ? 'customer.disable' : 'customer.enable',
          target: { type: 'customer', id: null, label: row.user.email },
          reason,
          details: { user_id: id },
        });
      });
      return toCustomer(await found(id));
    },
  };
}
export type AdminCustomerService = ReturnType<typeof adminCustomerService>;
