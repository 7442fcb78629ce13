import { z } from 'zod';

/** The ranges the dashboard offers, in days ending today (the marketplace's clock). */
export const dashboardRanges = [7, 30, 90] as const;
export type DashboardDays = (typeof dashboardRanges)[number];

/** GET /api/admin/dashboard?days=7|30|90 (30 when absent). */
export const adminDashboardQuery = z.object({
  days: z
    .enum(['7', '30', '90'])
    .default('30')
    .transform((v) => Number(v) as DashboardDays),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuery>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of one currency: orders placed, and sales of those not cancelled. */
const dashboardDay = z.object({
  day,
  orders: z.number().int(),
  sales: z.number(),
});

const dashboardStore = z.object({
  id: z.string(),
  name: z.string(),
  orders: z.number().int(),
  sales: z.number(),
});

const dashboardProduct = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  sales: z.number(),
});

/**
 * One currency's figures: money in different currencies is never added together, so every
 * total, chart and top list belongs to one currency.
 */
const dashboardCurrency = z.object({
  currency: z.string(),
  orders: z.number().int(),
  sales: z.number(),
  /** Every day of the range, oldest first, zeros included. */
  daily: z.array(dashboardDay),
  /** At most 5 each, by sales. */
  top_stores: z.array(dashboardStore),
  top_products: z.array(dashboardProduct),
});
export type DashboardCurrency = z.infer<typeof dashboardCurrency>;

export const adminDashboard = z.object({
  days: z.number().int(),
  from: day,
  to: day,
  /** Currencies with orders in the range, most orders first. */
  currencies: z.array(dashboardCurrency),
  counts: z.object({
    pending_applications: z.number().int(),
    awaiting_check: z.number().int(),
    orders_today: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
