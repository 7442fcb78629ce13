import { fillDays, rangeDays } from '@souq/domain/dashboard-days';
import { fromMinor, toMinor } from '@souq/domain/money';
import type {
  AdminDashboard,
  AdminDashboardQuery,
  DashboardCurrency,
} from '@souq/domain/schemas/admin-dashboard';
import type { AdminDashboardRepository, DayRow, TopRow } from './repository';

/** Today's date on the marketplace's clock, whatever the server's own time zone. */
export const marketToday = (now = new Date()) =>
  now.toLocaleDateString('en-CA', { timeZone: 'Asia/Damascus' });

function inCurrency<T extends { currency: string }>(rows: readonly T[], currency: string) {
  return rows.filter((row) => row.currency === currency);
}

/**
 * The operator's dashboard: the four aggregate queries side by side, then every day of the range
 * filled in and the figures split by currency (pounds and dollars are never added).
 */
export function adminDashboardService(
  repository: AdminDashboardRepository,
  clock = () => new Date(),
) {
  return {
    async read({ days }: AdminDashboardQuery): Promise<AdminDashboard> {
      const today = marketToday(clock());
      const range = rangeDays(today, days);
      const from = range[0]!;
      const [daily, stores, products, counts] = await Promise.all([
        repository.daily(from, today),
        repository.topStores(from, today),
        repository.topProducts(from, today),
        repository.counts(today),
      ]);
      const currencies = [...new Set(daily.map((row) => row.currency))].map(
        (currency): DashboardCurrency => {
          const own = inCurrency(daily, currency).map((row: DayRow) => ({
            day: row.day,
            orders: row.orders,
            sales: Number(row.sales),
          }));
          return {
            currency,
            orders: own.reduce((sum, row) => sum + row.orders, 0),
            // Added in minor units: no float drift over 90 days of sums.
            sales: fromMinor(
              inCurrency(daily, currency).reduce((sum, row) => sum + toMinor(row.sales), 0),
            ),
            daily: fillDays(range, own),
            top_stores: inCurrency(stores, currency).map((row: TopRow) => ({
              id: row.id,
              name: row.name,
              orders: row.count,
              sales: Number(row.sales),
            })),
            top_products: inCurrency(products, currency).map((row: TopRow) => ({
              id: row.id,
              name: row.name,
              quantity: row.count,
              sales: Number(row.sales),
            })),
          };
        },
      );
      currencies.sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency));
      return { days, from, to: today, currencies, counts };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof adminDashboardService>;
