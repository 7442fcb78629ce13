import { nextStatuses, type OrderActor } from '@souq/domain/order-status';
import type { SellerOrderDetail } from '@souq/domain/schemas/seller-orders';
import type { OrderRepository } from '../repository';
import type { OrderRow } from '../repository/orders';
import type { OrderReads } from './order-reads';

/**
 * One order in full as the people who work it see it (the store, the operator): the order,
 * the store's payment note, the duplicate-receipt flag, the whole history, and the moves the
 * status machine allows `actor` from here. The caller has already checked who may see it.
 */
export async function orderDetail(
  repository: OrderRepository,
  reads: OrderReads,
  row: OrderRow,
  actor: Extract<OrderActor, 'vendor' | 'admin'>,
): Promise<SellerOrderDetail> {
  const [order, history, duplicate] = await Promise.all([
    reads.read(row.id),
    repository.history(row.id),
    repository.hasDuplicateReceipt(row.id),
  ]);
  const state = { status: row.status, deliveryRequested: row.deliveryRequested };
  return {
    ...order,
    payment_note: row.paymentNote,
    duplicate_receipt: duplicate,
    history: history.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      actor: h.actorRole,
      // The placement row's note is the server's own marker ('created'), not words for anyone.
      note: h.fromStatus === null ? null : h.note,
      at: h.createdAt.toISOString(),
    })),
    next_statuses: nextStatuses(state, actor),
  };
}
