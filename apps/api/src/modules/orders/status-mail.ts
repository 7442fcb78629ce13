import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney } from '@souq/domain/money';
import { type OrderStatus, orderNumber } from '@souq/domain/orders';
import type { Order } from '@souq/domain/schemas/orders';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

const t = ordersText.statusMail;

export interface StatusChange {
  from: OrderStatus;
  note: string | null;
}

/**
 * The customer hears of every move the store or the admin makes (never of their own cancel):
 * the new status first, what it means for them, then the link to their orders.
 */
export function statusMail(to: string, order: Order, change: StatusChange, ordersUrl: string) {
  const status = ordersText.status[order.status];
  const hint = (t.next as Partial<Record<OrderStatus, string>>)[order.status] ?? null;
  const fields: [string, string | null][] = [
    [t.status, status],
    [t.previous, ordersText.status[change.from]],
    [t.total, formatMoney(order.total_amount, order.currency)],
    [t.note, change.note],
  ];
  const shown = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const subject = t.subject(orderNumber(order.id), status);
  const intro = t.intro(order.vendor_name);
  const text = [
    intro,
    ...(hint ? [hint] : []),
    '',
    ...shown.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.link}: ${ordersUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="font-family:Tahoma,Arial,sans-serif;color:#1f2933;text-align:right">
<p>${escapeHtml(intro)}</p>
${hint ? `<p>${escapeHtml(hint)}</p>` : ''}
${shown.map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`).join('\n')}
<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(t.link)}</a></p>
</body>
</html>
`;
  return { to, subject, text, html } satisfies MailMessage;
}
