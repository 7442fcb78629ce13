import { z } from 'zod';
import { adminOrdersValidation as m } from '../locales/ar/admin';
import { orderStatuses, paymentMethods } from '../orders';
import { paymentStatuses } from '../payment-status';
import { listResponse, pagingQuery, searchText, uuid } from './common';
import { isoDay, sellerOrderDetail } from './seller-orders';

const day = isoDay.optional();

/**
 * GET /api/admin/orders: every store's orders, newest first. `q` is an order's number, or part
 * of the customer's name or phone or of the store's name; `from`/`to` are days (inclusive) on
 * the marketplace's clock (Asia/Damascus).
 */
export const adminOrdersQuery = pagingQuery
  .extend({
    vendor_id: uuid.optional(),
    /** One customer's orders (the customers screen). */
    customer_id: z.string().min(1).max(100).optional(),
    status: z.enum(orderStatuses).optional(),
    payment_status: z.enum(paymentStatuses).optional(),
    from: day,
    to: day,
    q: searchText,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: m.rangeReversed,
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** One row of the operator's orders list. */
const adminOrderRow = z.object({
  id: uuid,
  number: z.number().int().positive(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods),
  delivery_requested: z.boolean(),
  currency: z.string(),
  total_amount: z.number(),
  vendor_id: uuid,
  vendor_name: z.string(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = listResponse(adminOrderRow);
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** GET /api/admin/orders/{id}: the store's view of the order; next_statuses are the admin's. */
export const adminOrderDetail = sellerOrderDetail;
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/**
 * POST /api/admin/orders/{id}/status: any move the status machine allows, always with the
 * reason the audit log keeps (and the customer reads in the status mail).
 */
export const adminStatusInput = z.object({
  status: z.enum(orderStatuses),
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(500, m.reasonTooLong),
});
export type AdminStatusInput = z.input<typeof adminStatusInput>;
