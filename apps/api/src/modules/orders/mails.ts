import { addressDetails } from '@souq/domain/address-details';
import { formatDate } from '@souq/domain/dates';
import { orderMailText } from '@souq/domain/locales/ar/order-mail';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney } from '@souq/domain/money';
import type { OrderActor } from '@souq/domain/order-status';
import { type OrderStatus, orderNumber } from '@souq/domain/orders';
import type { Order } from '@souq/domain/schemas/orders';
import { type MailBlock, renderMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** Labelled values, the empty ones left out. */
function fields(pairs: [string, string | null][]): MailBlock[] {
  return pairs.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * The payment deadline as the store reads it: the long date of the order pages (domain dates),
 * on the clock of Syria, where the stores are (the server's own zone may be anything).
 */
const deadline = (iso: string) => formatDate(iso, 'dateTime', 'Asia/Damascus');

/**
 * The store owner hears of a new order at once: small shops check wallet receipts by hand,
 * so the receipt number and the payment method come first after the items, and a wallet
 * order says by when the receipt must be checked before the order is cancelled by itself.
 */
export function newOrderMail(to: string, order: Order): MailMessage {
  const t = ordersText.newOrderMail;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const due = order.payment_due_at ? deadline(order.payment_due_at) : null;
  const contact = order.customer_contact_info;
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number)),
    sections: [
      [
        { text: t.intro(order.vendor_name) },
        ...(due ? [{ text: t.paymentDueText(due), strong: true }] : []),
      ],
      [
        {
          title: t.items,
          lines: order.order_items.map(
            (item) =>
              `${item.product_snapshot.name}${item.variant_name ? ` (${item.variant_name})` : ''} × ${item.quantity} = ${money(item.total_price)}`,
          ),
        },
      ],
      fields([
        [t.customer, [contact.name, contact.phone].filter(Boolean).join(' - ')],
        [t.total, money(order.total_amount)],
        [t.payment, ordersText.paymentMethod[order.payment_method]],
        [t.receipt, order.payment_receipt],
        [t.paymentDue, due],
        [t.fulfilment, ordersText.fulfilment[order.delivery_requested ? 'delivery' : 'pickup']],
        [
          t.address,
          order.delivery_requested ? (order.delivery_address?.formatted_address ?? null) : null,
        ],
        // The courier's street, building and floor: what the map pin cannot tell.
        ...addressDetails(order.delivery_requested ? order.delivery_address : null).map(
          (detail): [string, string] => [detail.label, detail.value],
        ),
        [t.notes, order.notes],
      ]),
    ],
  });
}

export interface StatusChange {
  from: OrderStatus;
  note: string | null;
  /** Who moved it: the server's own note is a reason, not the store's words. */
  by: OrderActor;
}

/** What each new status means for the customer (none for an order back to pending). */
const nextSteps: Partial<Record<OrderStatus, string>> = ordersText.statusMail.next;

/**
 * The customer hears of every move the store, the admin or the server (a lapsed payment)
 * makes, never of their own cancel: the new status first, what it means for them, then the
 * link to their orders.
 */
export function statusMail(
  to: string,
  order: Order,
  change: StatusChange,
  orderUrl: string,
): MailMessage {
  const t = ordersText.statusMail;
  const status = ordersText.status[order.status];
  const hint = nextSteps[order.status];
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number), status),
    sections: [
      [{ text: t.intro(order.vendor_name) }, ...(hint ? [{ text: hint }] : [])],
      fields([
        [t.status, status],
        [t.previous, ordersText.status[change.from]],
        [t.total, formatMoney(order.total_amount, order.currency)],
        [change.by === 'system' ? t.reason : t.note, change.note],
      ]),
      [{ link: t.link, url: orderUrl }],
    ],
  });
}

const itemLines = (order: Order) =>
  order.order_items.map(
    (item) =>
      `${item.product_snapshot.name}${item.variant_name ? ` (${item.variant_name})` : ''} × ${item.quantity} = ${formatMoney(item.total_price, order.currency)}`,
  );

/**
 * The customer's confirmation of a new order: the summary, then what happens next. A wallet
 * order waits for the store to check the transfer (and lapses at its deadline); cash is paid on
 * delivery. Sent whatever the order-notifications switch says: it is the order's receipt.
 */
export function confirmationMail(to: string, order: Order, orderUrl: string): MailMessage {
  const t = orderMailText.confirmation;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const due = order.payment_due_at ? deadline(order.payment_due_at) : null;
  const wallet = order.payment_method !== 'cod';
  const fee = order.delivery_requested
    ? order.delivery_fee === null
      ? t.deliveryFeeLater
      : money(order.delivery_fee)
    : null;
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number)),
    sections: [
      [{ text: t.intro(order.vendor_name) }],
      [{ title: t.items, lines: itemLines(order) }],
      fields([
        [t.subtotal, money(order.subtotal_amount)],
        [t.deliveryFee, fee],
        // While the fee is unknown the total leaves it out: say so, or it reads as the final sum.
        [fee === t.deliveryFeeLater ? t.totalWithoutFee : t.total, money(order.total_amount)],
        [t.payment, ordersText.paymentMethod[order.payment_method]],
        [t.receipt, wallet ? order.payment_receipt : null],
        [t.fulfilment, ordersText.fulfilment[order.delivery_requested ? 'delivery' : 'pickup']],
        [
          t.address,
          order.delivery_requested ? (order.delivery_address?.formatted_address ?? null) : null,
        ],
      ]),
      [
        { text: wallet ? t.walletNext : t.cashNext, strong: true },
        ...(wallet && due ? [{ text: t.walletDue(due) }] : []),
      ],
      [{ link: t.link, url: orderUrl }],
    ],
  });
}

/** The store hears that the customer withdrew a pending order (its stock is back). */
export function customerCancelledMail(to: string, order: Order): MailMessage {
  const t = orderMailText.customerCancelled;
  const contact = order.customer_contact_info;
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number)),
    sections: [
      [{ text: t.intro(order.vendor_name) }],
      [{ title: ordersText.newOrderMail.items, lines: itemLines(order) }],
      fields([
        [t.customer, [contact.name, contact.phone].filter(Boolean).join(' - ')],
        [t.total, formatMoney(order.total_amount, order.currency)],
        [t.receipt, order.payment_receipt],
      ]),
    ],
  });
}

/**
 * The customer hears that the store set (it was "calculated later") or changed the delivery
 * fee, why, and what the new total means for them: paid in cash on delivery, or a difference
 * to settle with the store when they already transferred less.
 */
export function feeChangedMail(
  to: string,
  order: Order,
  change: { previous: number | null; reason: string },
  orderUrl: string,
): MailMessage {
  const t = orderMailText.feeChanged;
  const money = (amount: number) => formatMoney(amount, order.currency);
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number)),
    sections: [
      [{ text: (change.previous === null ? t.introSet : t.intro)(order.vendor_name) }],
      fields([
        [t.previous, change.previous === null ? t.unknown : money(change.previous)],
        [t.fee, order.delivery_fee === null ? null : money(order.delivery_fee)],
        [t.total, money(order.total_amount)],
        [t.reason, change.reason],
      ]),
      [{ text: order.payment_method === 'cod' ? t.cashNext : t.walletNext, strong: true }],
      [{ link: t.link, url: orderUrl }],
    ],
  });
}

/**
 * The customer hears that the store found no transfer for their wallet order: its own words,
 * not a status change's. The store's reason, that the order is cancelled and nothing is owed,
 * and what to do if the money did leave their wallet.
 */
export function paymentRejectedMail(
  to: string,
  order: Order,
  reason: string,
  orderUrl: string,
): MailMessage {
  const t = orderMailText.paymentRejected;
  return renderMail({
    to,
    subject: t.subject(orderNumber(order.number)),
    sections: [
      [{ text: t.intro(order.vendor_name) }],
      fields([
        [t.reason, reason],
        [t.payment, ordersText.paymentMethod[order.payment_method]],
        [t.receipt, order.payment_receipt],
        [t.total, formatMoney(order.total_amount, order.currency)],
      ]),
      [{ text: t.nothingToPay, strong: true }, { text: t.ifPaid }],
      [{ link: t.link, url: orderUrl }],
    ],
  });
}
