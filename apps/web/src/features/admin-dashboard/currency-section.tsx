import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { currencyLabel, formatMoney } from '@souq/domain/money';
import type { DashboardCurrency } from '@souq/domain/schemas/admin-dashboard';
import { useId } from 'react';
import { DayBars } from './day-bars';
import { dayLabel } from './day-label';
import { TopList } from './top-list';

const count = (n: number) => String(n);

/**
 * One currency's figures: its totals, its two charts, its numbers as a table for screen readers
 * and its top stores and products. Money of two currencies never meets in one figure.
 */
export function CurrencySection({ figures }: { figures: DashboardCurrency }) {
  const headingId = useId();
  const label = t.currency(currencyLabel(figures.currency));
  const money = (amount: number) => formatMoney(amount, figures.currency);
  const days = figures.daily.map((d) => d.day);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {label}
        </h2>
        <p className="text-neutral-700 dark:text-neutral-300">
          {t.totals(figures.orders, money(figures.sales))}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <DayBars
          title={t.ordersChart}
          days={days}
          values={figures.daily.map((d) => d.orders)}
          format={count}
        />
        <DayBars
          title={t.salesChart}
          days={days}
          values={figures.daily.map((d) => d.sales)}
          format={money}
        />
      </div>
      <table className="sr-only">
        <caption>{t.table.caption(label)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.table.day}</th>
            <th scope="col">{t.table.orders}</th>
            <th scope="col">{t.table.sales}</th>
          </tr>
        </thead>
        <tbody>
          {figures.daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.orders}</td>
              <td>{money(d.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-4 md:grid-cols-2">
        <TopList
          title={t.topStores}
          rows={figures.top_stores.map((s) => ({
            id: s.id,
            name: s.name,
            detail: t.storeOrders(s.orders),
            sales: money(s.sales),
          }))}
        />
        <TopList
          title={t.topProducts}
          rows={figures.top_products.map((p) => ({
            id: p.id,
            name: p.name,
            detail: t.pieces(p.quantity),
            sales: money(p.sales),
          }))}
        />
      </div>
    </section>
  );
}
