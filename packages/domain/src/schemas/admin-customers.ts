import { z } from 'zod';
import { adminCustomersValidation as m } from '../locales/ar/admin';
import { listResponse, pagingQuery, searchText } from './common';

/** GET /api/admin/customers: accounts, newest first; q finds an address, a name or a phone. */
export const adminCustomersQuery = pagingQuery.extend({
  state: z.enum(['active', 'disabled']).optional(),
  q: searchText,
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

/** One account as the operator sees it: who, since when, how many orders, and if disabled. */
export const adminCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  role: z.enum(['shopper', 'vendor', 'admin']),
  has_profile: z.boolean(),
  address: z.string().nullable(),
  order_count: z.number().int(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

export const adminCustomerList = listResponse(adminCustomer);
export type AdminCustomerList = z.infer<typeof adminCustomerList>;

/** Disabling needs the reason the log keeps; enabling may carry a note. */
export const disableCustomerInput = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(500, m.reasonTooLong),
});
export const enableCustomerInput = z.object({
  reason: z
    .string()
    .trim()
    .max(500, m.reasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const customerIdParams = z.object({ id: z.string().min(1).max(100) });
