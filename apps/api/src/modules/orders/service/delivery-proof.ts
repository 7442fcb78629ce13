import { randomBytes } from 'node:crypto';
import { acceptsDeliveryProof, deliveryProofStatuses } from '@souq/domain/order-status';
import { paths } from '@souq/domain/paths';
import { uuid } from '@souq/domain/schemas/common';
import type { Order } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { MediaStorage } from '../../media/storage';
import type { OrderRepository } from '../repository';
import type { OrderRow } from '../repository/orders';
import type { OrderReads } from './order-reads';
import { proofWebp } from './proof-image';

const MEDIA_PREFIX = paths.api.media('');

/** 409: the order's status takes no proof; details say which statuses do. */
const notNow = (order: OrderRow) =>
  new AppError('DELIVERY_PROOF_NOT_ALLOWED', undefined, {
    status: order.status,
    allowed: deliveryProofStatuses,
  });

/**
 * Delivery proof: a photo the store (or the admin) attaches to an order, shown to the customer.
 * Stored through the media storage under a fresh random key per upload (media keys are never
 * overwritten, and a random key keeps a customer's doorstep photo unguessable); the previous
 * proof of the order is deleted once the new one is recorded.
 */
export function deliveryProofService(
  repository: OrderRepository,
  reads: OrderReads,
  storage: MediaStorage,
) {
  return {
    /**
     * Before the body is read: 404 for an unknown order, 403 unless admin or the store's owner,
     * then 409 unless the order is where goods are handed over (order-status.ts
     * acceptsDeliveryProof): no proof of delivery for an order not yet out, or cancelled.
     */
    async authorize(viewer: Viewer, orderId: string): Promise<OrderRow> {
      const order = uuid.safeParse(orderId).success ? await repository.findOrder(orderId) : null;
      if (!order) throw new AppError('NOT_FOUND');
      await reads.requireVendorManager(viewer, order.vendorId);
      if (!acceptsDeliveryProof(order.status)) throw notNow(order);
      return order;
    },

    async attach(order: OrderRow, bytes: Buffer): Promise<Order> {
      const webp = await proofWebp(bytes);
      const key = `orders/${order.id}/proof-${randomBytes(12).toString('hex')}.webp`;
      await storage.put(key, webp, 'image/webp');
      // The status may have moved while the photo uploaded (say, the order was cancelled).
      if (!(await repository.setDeliveryProof(order.id, paths.api.media(key)))) {
        await storage.delete(key).catch(() => {});
        const now = await repository.findOrder(order.id);
        throw now ? notNow(now) : new AppError('NOT_FOUND');
      }
      const previous = order.deliveryProofUrl;
      if (previous?.startsWith(`${MEDIA_PREFIX}orders/${order.id}/`)) {
        await storage.delete(previous.slice(MEDIA_PREFIX.length)).catch(() => {});
      }
      return reads.read(order.id);
    },
  };
}
export type DeliveryProofService = ReturnType<typeof deliveryProofService>;
