import { paths } from '@souq/domain/paths';
import type { Order } from '@souq/domain/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { MailQueue } from '../../mail';
import {
  confirmationMail,
  customerCancelledMail,
  feeChangedMail,
  newOrderMail,
  paymentRejectedMail,
  type StatusChange,
  statusMail,
} from '../mails';
import type { OrderRepository } from '../repository';
import type { VendorRow } from '../repository/listings';

/** Who hears of what happens to an order, by mail, off the request path. */
export function orderNotices(
  repository: OrderRepository,
  { mail, publicUrl, log }: { mail: MailQueue; publicUrl: string; log: FastifyBaseLogger },
) {
  /** Each mail links to its order's own page (timeline, fee, payment status, proof). */
  const orderUrl = (order: Order) => new URL(paths.web.order(order.id), publicUrl).toString();
  return {
    /**
     * The store hears of a new order and the customer, who just placed it (their signed-in
     * address, no lookup), gets its confirmation; never for a replay. Both are queued before
     * the answer, so a drain on shutdown, or a test, never misses the confirmation.
     */
    newOrder(order: Order, vendor: VendorRow, customerEmail: string): void {
      if (vendor.ownerEmail) mail.enqueue(newOrderMail(vendor.ownerEmail, order));
      mail.enqueue(confirmationMail(customerEmail, order, orderUrl(order)));
    },

    /** The customer hears of a fee the store set (always: it changes what they pay). */
    async feeChanged(order: Order, change: { previous: number | null; reason: string }) {
      try {
        const to = await repository.customerMailing(order.customer_id);
        if (to) mail.enqueue(feeChangedMail(to.email, order, change, orderUrl(order)));
      } catch (error) {
        log.error({ err: error }, 'fee mail not queued');
      }
    },

    /**
     * The store rejected a wallet order's payment (and so cancelled it): the customer hears
     * why in a mail of its own, under the same order-notifications switch as a status mail.
     */
    async paymentRejected(order: Order, reason: string): Promise<void> {
      try {
        const to = await repository.customerMailing(order.customer_id);
        if (to?.orderNotifications) {
          mail.enqueue(paymentRejectedMail(to.email, order, reason, orderUrl(order)));
        }
      } catch (error) {
        log.error({ err: error }, 'payment rejection mail not queued');
      }
    },

    /**
     * A committed move: the customer hears of the store's, the admin's and the server's moves
     * unless they switched order notifications off (clients.preferences.orderNotifications);
     * when the customer cancels, the store hears of it instead. A failed lookup is only logged.
     */
    async statusChanged(order: Order, change: StatusChange): Promise<void> {
      try {
        if (change.by === 'customer') {
          const vendor = await repository.findVendor(order.vendor_id);
          if (order.status === 'cancelled' && vendor?.ownerEmail) {
            mail.enqueue(customerCancelledMail(vendor.ownerEmail, order));
          }
          return;
        }
        const to = await repository.customerMailing(order.customer_id);
        if (to?.orderNotifications)
          mail.enqueue(statusMail(to.email, order, change, orderUrl(order)));
      } catch (error) {
        log.error({ err: error }, 'status mail not queued');
      }
    },
  };
}
export type OrderNotices = ReturnType<typeof orderNotices>;
