import { paths } from '@souq/domain/paths';
import type { Order } from '@souq/domain/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '../../mail';
import { newOrderMail, type StatusChange, statusMail } from '../mails';
import type { OrderRepository } from '../repository';
import type { VendorRow } from '../repository/listings';

/** Who hears of what happens to an order, by mail, off the request path. */
export function orderNotices(
  repository: OrderRepository,
  { mail, publicUrl, log }: { mail: MailQueue; publicUrl: string; log: FastifyBaseLogger },
) {
  const ordersUrl = new URL(paths.web.myOrders(), publicUrl).toString();
  return {
    /** The store hears of a new order (never of a replay); never throws or waits. */
    newOrder(order: Order, vendor: VendorRow): void {
      if (vendor.ownerEmail) mail.enqueue(newOrderMail(vendor.ownerEmail, order));
    },

    /** The customer's status mail; the change is committed, so a failed lookup is only logged. */
    async statusChanged(order: Order, change: StatusChange): Promise<void> {
      const to = await repository.customerEmail(order.customer_id).catch((error: unknown) => {
        log.error({ err: error }, 'status mail not queued');
        return null;
      });
      if (to) mail.enqueue(statusMail(to, order, change, ordersUrl));
    },
  };
}
export type OrderNotices = ReturnType<typeof orderNotices>;
