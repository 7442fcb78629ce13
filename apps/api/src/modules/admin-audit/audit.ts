import type {
  AdminAction,
  AdminActionListQuery,
  AdminTargetType,
} from '@souq/domain/schemas/admin-actions';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, escapeLike } from '../../db/query';
import { adminActions } from '../../db/schema';

/** One administrator action as the services record it, inside their own transaction. */
export interface AdminActionEntry {
  by: { userId: string | null; email: string };
  action: string;
  target: { type: AdminTargetType; id: string | null; label: string | null };
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

type Row = typeof adminActions.$inferSelect;

const toAdminAction = (row: Row): AdminAction => ({
  id: row.id,
  admin_email: row.adminEmail,
  action: row.action,
  target_type: row.targetType as AdminTargetType,
  target_id: row.targetId,
  target_label: row.targetLabel,
  reason: row.reason,
  details: (row.details as Record<string, unknown> | null) ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The audit log (docs/design.md "The operating side"): every admin action written in the same
 * transaction as the change it records, so neither exists without the other; read newest first.
 */
export function createAdminAudit(database: Database) {
  const { db } = database;
  return {
    async record(executor: Executor, entry: AdminActionEntry): Promise<void> {
      await executor.insert(adminActions).values({
        adminUserId: entry.by.userId,
        adminEmail: entry.by.email,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        targetLabel: entry.target.label?.slice(0, 200) ?? null,
        reason: entry.reason ?? null,
        details: entry.details ?? null,
      });
    },

    async list(query: AdminActionListQuery) {
      const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
      const where = and(
        query.target_type ? eq(adminActions.targetType, query.target_type) : undefined,
        query.target_id ? eq(adminActions.targetId, query.target_id) : undefined,
        pattern
          ? or(
              ilike(adminActions.adminEmail, pattern),
              ilike(adminActions.targetLabel, pattern),
              ilike(adminActions.reason, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminActions)
          .where(where)
          .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(adminActions).where(where),
      ]);
      return {
        data: rows.map(toAdminAction),
        count: total?.n ?? 0,
        limit: query.limit,
        offset: query.offset,
      };
    },
  };
}
export type AdminAudit = ReturnType<typeof createAdminAudit>;
