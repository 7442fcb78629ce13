import { deliveryProofStatuses, type OrderActor, unpaidStatuses } from '@souq/domain/order-status';
import type { OrderStatus } from '@souq/domain/orders';
import { type PaymentStatus, paymentAfterMove, paymentStatuses } from '@souq/domain/payment-status';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor, Tx } from '../../../db/query';
import { orderStatusHistory, orders } from '../../../db/schema';

export interface HistoryEntry {
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** The user who moved it; null when the server did (actor 'system'). */
  changedBy: string | null;
  actorRole: OrderActor;
  note?: string | null;
}

/** payment_status after a move to `to`, for every status it may hold now (one CASE). */
function paymentFollowing(to: OrderStatus) {
  const arms = paymentStatuses.map(
    (current) => sql`when ${current} then ${paymentAfterMove(current, to)}`,
  );
  return sql<PaymentStatus>`(case ${orders.paymentStatus} ${sql.join(arms, sql` `)} end)`;
}

/** An order's status, its history, and what only some statuses allow (proofs, lapsing). */
export function statusQueries(db: Db) {
  return {
    async addHistory(tx: Executor, entry: HistoryEntry): Promise<void> {
      await tx.insert(orderStatusHistory).values(entry);
    },

    /**
     * Moves an order only if it is still in `from`: two racing changes cannot both apply. The
     * payment status follows in the same statement (payment-status.ts paymentAfterMove), or is
     * set outright when the move is a payment rejection (`payment`).
     */
    async moveStatus(
      tx: Tx,
      orderId: string,
      from: OrderStatus,
      to: OrderStatus,
      payment: { status: PaymentStatus; note: string | null } | null = null,
    ) {
      const moved = await tx
        .update(orders)
        .set({
          status: to,
          paymentStatus: payment ? payment.status : paymentFollowing(to),
          ...(payment ? { paymentNote: payment.note } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      return moved.length === 1;
    },

    /**
     * Records the proof only while the order is still where goods are handed over (its status
     * may have moved since the upload was authorised); false when it no longer is.
     */
    async setDeliveryProof(orderId: string, url: string): Promise<boolean> {
      const set = await db
        .update(orders)
        .set({ deliveryProofUrl: url, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...deliveryProofStatuses])))
        .returning({ id: orders.id });
      return set.length === 1;
    },

    /**
     * One order whose payment deadline has passed, still waiting for its payment to be checked,
     * locked for this transaction. SKIP LOCKED: several API processes sweep side by side, and
     * an order a store is confirming right now is left to that confirmation.
     */
    async lockLapsedOrder(tx: Tx, now: Date | null) {
      const [row] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...unpaidStatuses]),
            isNotNull(orders.paymentDueAt),
            lte(orders.paymentDueAt, now ?? sql`now()`),
          ),
        )
        .orderBy(asc(orders.paymentDueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
  };
}
