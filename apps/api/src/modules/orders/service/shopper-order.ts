import type { shopperOrderDetail } from '@souq/domain/schemas/order-detail';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { OrderRepository } from '../repository';
import type { OrderReads } from './order-reads';

/**
 * The customer's view of one order: theirs only (the admin sees any); anyone else gets 404, as
 * if the order did not exist.
 */
export function shopperOrderService(repository: OrderRepository, reads: OrderReads) {
  return async function shopperOrder(
    viewer: Viewer,
    orderId: string,
  ): Promise<z.infer<typeof shopperOrderDetail>> {
    const row = await repository.findOrder(orderId);
    if (!row || (row.customerId !== viewer.userId && viewer.type !== 'admin')) {
      throw new AppError('NOT_FOUND');
    }
    const [order, history] = await Promise.all([reads.read(orderId), repository.history(orderId)]);
    return {
      ...order,
      payment_note: row.paymentNote,
      timeline: history.map((h) => ({
        status: h.toStatus,
        actor: h.actorRole,
        note: h.actorRole === 'customer' ? null : h.note,
        at: h.createdAt.toISOString(),
      })),
    };
  };
}
export type ShopperOrderService = ReturnType<typeof shopperOrderService>;
