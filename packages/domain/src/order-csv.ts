import { ordersText } from './locales/ar/orders';
import { orderCsvHeaders, paymentStatusText } from './locales/ar/seller-orders';
import { type OrderStatus, orderNumber, type PaymentMethod } from './orders';
import type { PaymentStatus } from './payment-status';
import { toCsv } from './product-csv';

/** The export covers at most this many days, and at most this many orders. */
export const MAX_EXPORT_DAYS = 366;
export const MAX_EXPORT_ROWS = 10_000;

/** One order as the export reads it (amounts as decimal text, as stored). */
export interface OrderCsvSource {
  /** The human number (orders.ts), the first column: what the store and shopper say. */
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentReceipt: string | null;
  customerName: string;
  customerPhone: string | null;
  deliveryRequested: boolean;
  address: string | null;
  items: readonly { name: string; variant: string | null; quantity: number }[];
  subtotal: string;
  deliveryFee: string | null;
  total: string;
  currency: string;
}

/** The date on the clock of Syria, where the stores are, as YYYY-MM-DD HH:MM (Latin digits). */
const dayAndTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Damascus',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function orderCsvRow(o: OrderCsvSource): string[] {
  return [
    orderNumber(o.number),
    dayAndTime.format(o.createdAt).replace(',', ''),
    ordersText.status[o.status],
    paymentStatusText[o.paymentStatus],
    ordersText.paymentMethod[o.paymentMethod],
    o.paymentReceipt ?? '',
    o.customerName,
    o.customerPhone ?? '',
    ordersText.fulfilment[o.deliveryRequested ? 'delivery' : 'pickup'],
    o.deliveryRequested ? (o.address ?? '') : '',
    o.items
      .map((item) => `${item.name}${item.variant ? ` (${item.variant})` : ''} × ${item.quantity}`)
      .join('؛ '),
    o.subtotal,
    o.deliveryFee ?? '',
    o.total,
    o.currency,
  ];
}

/**
 * The store's orders as a spreadsheet: UTF-8 with a BOM so Excel reads the Arabic, Arabic
 * headers, and cells a spreadsheet would run as formulas start with an apostrophe (toCsv, as the
 * products export).
 */
export function ordersCsv(orders: readonly OrderCsvSource[]): string {
  return toCsv([orderCsvHeaders, ...orders.map(orderCsvRow)]);
}
