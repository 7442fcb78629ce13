import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney } from '@souq/domain/money';
import { orderNumber } from '@souq/domain/orders';
import type { Order } from '@souq/domain/schemas/orders';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

const t = ordersText.newOrderMail;

/**
 * The store owner hears of a new order at once: small shops check wallet receipts by hand,
 * so the receipt number and the payment method come first after the items.
 */
export function newOrderMail(to: string, order: Order): MailMessage {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const items = order.order_items.map(
    (item) =>
      `${item.product_snapshot.name}${item.variant_name ? ` (${item.variant_name})` : ''} × ${item.quantity} = ${money(item.total_price)}`,
  );
  const fields: [string, string | null][] = [
    [
      t.customer,
      [order.customer_contact_info.name, order.customer_contact_info.phone]
        .filter(Boolean)
        .join(' - '),
    ],
    [t.total, money(order.total_amount)],
    [t.payment, ordersText.paymentMethod[order.payment_method]],
    [t.receipt, order.payment_receipt],
    [t.fulfilment, ordersText.fulfilment[order.delivery_requested ? 'delivery' : 'pickup']],
    [
      t.address,
      order.delivery_requested ? (order.delivery_address?.formatted_address ?? null) : null,
    ],
    [t.notes, order.notes],
  ];
  const shown = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const subject = t.subject(orderNumber(order.id));
  const intro = t.intro(order.vendor_name);
  const text = [
    intro,
    '',
    `${t.items}:`,
    ...items,
    '',
    ...shown.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="font-family:Tahoma,Arial,sans-serif;color:#1f2933;text-align:right">
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(t.items)}</strong></p>
<ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${shown.map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`).join('\n')}
</body>
</html>
`;
  return { to, subject, text, html };
}
