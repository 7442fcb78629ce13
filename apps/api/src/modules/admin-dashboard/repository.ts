import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/query';

/** Sums come back as text: numeric money never passes through a float inside the database. */
export interface DayRow {
  day: string;
  currency: string;
  orders: number;
  sales: string;
}
export interface TopRow {
  currency: string;
  id: string;
  name: string;
  count: number;
  sales: string;
}
export interface CountsRow {
  pending_applications: number;
  awaiting_check: number;
  orders_today: number;
}

/** The first instant of a calendar day on the marketplace's clock (Syria). */
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Asia/Damascus')`;
/** [from, to] both included, as the admin orders list reads days. */
const inRange = (from: string, to: string): SQL =>
  sql`o.created_at >= ${dayStart(from)} and o.created_at < ${dayStart(to)} + interval '1 day'`;
const TOP = 5;

/**
 * The dashboard's aggregates, each one grouped query with a bounded answer: at most one row per
 * day and currency, five per currency in the top lists, one row of counts.
 */
export function adminDashboardRepository(db: Db) {
  return {
    daily: (from: string, to: string) =>
      rowsOf<DayRow>(
        db,
        sql`select to_char(o.created_at at time zone 'Asia/Damascus', 'YYYY-MM-DD') as day,
              o.currency, count(*)::int as orders,
              coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)::text as sales
            from orders o
            where ${inRange(from, to)}
            group by 1, 2`,
      ),

    topStores: (from: string, to: string) =>
      rowsOf<TopRow>(
        db,
        sql`select s.currency, s.vendor_id as id, v.vendor_name as name, s.count,
              s.sales::text as sales
            from (
              select o.currency, o.vendor_id, count(*)::int as count, sum(o.total_amount) as sales,
                row_number() over (partition by o.currency
                  order by sum(o.total_amount) desc, o.vendor_id) as rank
              from orders o
              where ${inRange(from, to)} and o.status <> 'cancelled'
              group by o.currency, o.vendor_id
            ) s
            join vendor_profiles v on v.id = s.vendor_id
            where s.rank <= ${TOP}
            order by s.currency, s.rank`,
      ),

    /** Items of deleted products (product_id set null) have no product to show and drop out. */
    topProducts: (from: string, to: string) =>
      rowsOf<TopRow>(
        db,
        sql`select s.currency, s.product_id as id, p.name, s.count, s.sales::text as sales
            from (
              select o.currency, i.product_id, sum(i.quantity)::int as count,
                sum(i.total_price) as sales,
                row_number() over (partition by o.currency
                  order by sum(i.total_price) desc, i.product_id) as rank
              from orders o
              join order_items i on i.order_id = o.id
              where ${inRange(from, to)} and o.status <> 'cancelled' and i.product_id is not null
              group by o.currency, i.product_id
            ) s
            join products p on p.id = s.product_id
            where s.rank <= ${TOP}
            order by s.currency, s.rank`,
      ),

    async counts(today: string): Promise<CountsRow> {
      const [row] = await rowsOf<CountsRow>(
        db,
        sql`select
              (select count(*)::int from vendor_profiles where status = 'pending')
                as pending_applications,
              (select count(*)::int from orders
                where payment_status = 'awaiting_check' and status = 'pending') as awaiting_check,
              (select count(*)::int from orders o where ${inRange(today, today)}) as orders_today`,
      );
      return row!;
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
