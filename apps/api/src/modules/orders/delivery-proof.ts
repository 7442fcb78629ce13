import { randomBytes } from 'node:crypto';
import { paths } from '@souq/domain/paths';
import { uuid } from '@souq/domain/schemas/common';
import type { Order } from '@souq/domain/schemas/orders';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import type { MediaStorage } from '../media/storage';
import type { OrderRepository, OrderRow } from './order-repository';
import { proofWebp } from './proof-image';

const MEDIA_PREFIX = paths.api.media('');

/**
 * Delivery proof: a photo the store (or the admin) attaches to an order, shown to the customer.
 * Stored through the media storage under a fresh random key per upload (media keys are never
 * overwritten, and a random key keeps a customer's doorstep photo unguessable); the previous
 * proof of the order is deleted once the new one is recorded.
 */
export function deliveryProofService(
  repository: OrderRepository,
  storage: MediaStorage,
  requireManager: (viewer: Viewer, vendorId: string) => Promise<void>,
  read: (orderId: string) => Promise<Order>,
) {
  return {
    /** 404 for an unknown order, 403 unless admin or the store's owner; before the body is read. */
    async authorize(viewer: Viewer, orderId: string): Promise<OrderRow> {
      const order = uuid.safeParse(orderId).success ? await repository.findOrder(orderId) : null;
      if (!order) throw new AppError('NOT_FOUND');
      await requireManager(viewer, order.vendorId);
      return order;
    },

    async attach(order: OrderRow, bytes: Buffer): Promise<Order> {
      const webp = await proofWebp(bytes);
      const key = `orders/${order.id}/proof-${randomBytes(12).toString('hex')}.webp`;
      await storage.put(key, webp, 'image/webp');
      await repository.setDeliveryProof(order.id, paths.api.media(key));
      const previous = order.deliveryProofUrl;
      if (previous?.startsWith(`${MEDIA_PREFIX}orders/${order.id}/`)) {
        await storage.delete(previous.slice(MEDIA_PREFIX.length)).catch(() => {});
      }
      return read(order.id);
    },
  };
}
export type DeliveryProofService = ReturnType<typeof deliveryProofService>;
