import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { formatMoney } from '@souq/domain/money';
import { paths } from '@souq/domain/paths';
import type { AdminDashboard } from '@souq/domain/schemas/admin-dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Home } from './home';

const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));

const answer: AdminDashboard = {
  days: 30,
  from: '2026-11-22',
  to: '2026-11-24',
  currencies: [
    {
      currency: 'SYP',
      orders: 5,
      sales: 7500,
      daily: [
        { day: '2026-11-22', orders: 0, sales: 0 },
        { day: '2026-11-23', orders: 3, sales: 4500 },
        { day: '2026-11-24', orders: 2, sales: 3000 },
      ],
      top_stores: [
        { id: 's1', name: 'متجر الشام', orders: 3, sales: 4500 },
        { id: 's2', name: 'متجر حلب', orders: 2, sales: 3000 },
      ],
      top_products: [{ id: 'p1', name: 'زيت زيتون', quantity: 4, sales: 6000 }],
    },
    {
      currency: 'USD',
      orders: 1,
      sales: 12.5,
      daily: [
        { day: '2026-11-22', orders: 1, sales: 12.5 },
        { day: '2026-11-23', orders: 0, sales: 0 },
        { day: '2026-11-24', orders: 0, sales: 0 },
      ],
      top_stores: [{ id: 's2', name: 'متجر حلب', orders: 1, sales: 12.5 }],
      top_products: [],
    },
  ],
  counts: { pending_applications: 4, awaiting_check: 7, orders_today: 2 },
};

function render(reply: () => AdminDashboard = () => answer) {
  const fetchMock = stubFetch({
    '/api/me': admin,
    [paths.api.adminDashboard()]: () => json(reply()),
  });
  const view = renderRoutes([{ path: '/admin', element: <Home /> }], '/admin');
  return { fetchMock, ...view };
}

describe('/admin (dashboard)', () => {
  it('shows what waits, with the way to deal with it', async () => {
    render();
    const waiting = await screen.findByRole('region', { name: t.waiting });
    const cards = within(waiting).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      `${t.applications}4${t.applicationsLink}`,
      `${t.awaitingCheck}7${t.awaitingCheckLink}`,
      `${t.ordersToday}2`,
    ]);
    expect(
      within(waiting).getByRole('link', { name: t.applicationsLink }).getAttribute('href'),
    ).toBe(paths.admin.stores());
    expect(
      within(waiting).getByRole('link', { name: t.awaitingCheckLink }).getAttribute('href'),
    ).toBe(`${paths.admin.orders()}?payment=awaiting_check`);
  });

  it('charts each currency on its own, days from right to left, with a summary and a table', async () => {
    render();
    const pounds = await screen.findByRole('region', { name: t.currency('ل.س') });
    const dollars = screen.getByRole('region', { name: t.currency('$') });
    expect(pounds.textContent).toContain(t.totals(5, formatMoney(7500, 'SYP')));
    expect(dollars.textContent).toContain(t.totals(1, formatMoney(12.5, 'USD')));
    const [orders, sales] = within(pounds).getAllByRole('img');
    expect(orders!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(orders!.querySelector('title')!.textContent).toBe(
      t.chartSummary(t.ordersChart, '22 نوفمبر', '24 نوفمبر', '5', t.peakDay('23 نوفمبر', '3')),
    );
    expect(sales!.querySelector('title')!.textContent).toContain(formatMoney(7500, 'SYP'));
    // The oldest day stands at the right, today at the left; an empty day has no height.
    const bars = [...orders!.querySelectorAll('rect')];
    const x = (day: string) =>
      Number(bars.find((bar) => bar.dataset.day === day)!.getAttribute('x'));
    expect(x('2026-11-22')).toBeGreaterThan(x('2026-11-23'));
    expect(x('2026-11-23')).toBeGreaterThan(x('2026-11-24'));
    expect(bars.find((bar) => bar.dataset.day === '2026-11-22')!.getAttribute('height')).toBe('0');
    const table = within(pounds).getByRole('table', { name: t.table.caption(t.currency('ل.س')) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `22 نوفمبر0${formatMoney(0, 'SYP')}`,
      `23 نوفمبر3${formatMoney(4500, 'SYP')}`,
      `24 نوفمبر2${formatMoney(3000, 'SYP')}`,
    ]);
  });

  it('ranks the top stores and products of each currency', async () => {
    render();
    const pounds = await screen.findByRole('region', { name: t.currency('ل.س') });
    const stores = within(pounds).getByRole('list', { name: t.topStores });
    expect(
      within(stores)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `1متجر الشام${t.storeOrders(3)}${formatMoney(4500, 'SYP')}`,
      `2متجر حلب${t.storeOrders(2)}${formatMoney(3000, 'SYP')}`,
    ]);
    const products = within(pounds).getByRole('list', { name: t.topProducts });
    expect(products.textContent).toContain(t.pieces(4));
    const dollars = screen.getByRole('region', { name: t.currency('$') });
    expect(within(dollars).queryByRole('list', { name: t.topProducts })).toBeNull();
    expect(within(dollars).getByText(t.noSales)).toBeTruthy();
  });

  it('asks for 30 days first and for the range chosen, kept in the address', async () => {
    const { fetchMock, router } = render();
    await screen.findByRole('region', { name: t.waiting });
    expect(callsTo(fetchMock, paths.api.adminDashboard()).map(([url]) => url)).toEqual([
      `${paths.api.adminDashboard()}?days=30`,
    ]);
    const range = screen.getByRole('group', { name: t.rangeLabel });
    expect(
      within(range).getByRole('button', { name: t.ranges[30] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(within(range).getByRole('button', { name: t.ranges[7] }));
    expect(
      within(range).getByRole('button', { name: t.ranges[7] }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(router.state.location.search).toBe('?days=7');
    expect(callsTo(fetchMock, paths.api.adminDashboard()).at(-1)![0]).toBe(
      `${paths.api.adminDashboard()}?days=7`,
    );
  });

  it('says so when the range has no orders at all', async () => {
    render(() => ({ ...answer, currencies: [] }));
    expect(await screen.findByText(t.noOrders)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
