import { ordersText } from '@souq/domain/locales/ar/orders';
import { profileText } from '@souq/domain/locales/ar/profile';
import { routeTitles } from '@souq/domain/locales/ar/routes';
import { paymentStatusText } from '@souq/domain/locales/ar/seller-orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopperOrderFixture } from '@/features/orders/shopper-order.fixture';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { Component } from './order';

const t = ordersText.page;
const order = shopperOrderFixture();

function open(me: () => Response, answer?: () => Response) {
  stubFetch({
    '/api/me': me,
    ...(answer ? { [paths.api.shopperOrder(order.id)]: answer } : {}),
  });
  renderRoutes(
    [
      { path: '/mobile/orders/:id', Component, handle: { title: routeTitles.mobile.order } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    paths.mobile.order(order.id),
  );
}

describe('mobile /mobile/orders/:id', () => {
  it('shows the order with its timeline and fee, back to the mobile orders', async () => {
    open(meAnswer(shopper()), () => json(order));
    expect(
      await screen.findByRole('heading', { name: ordersText.card.number('1042') }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: routeTitles.mobile.order })).toBeTruthy();
    expect(screen.getByText(paymentStatusText.confirmed)).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: t.timeline }));
    expect(timeline.getAllByRole('listitem')).toHaveLength(2);
    const summary = within(screen.getByRole('region', { name: t.summary }));
    expect(summary.getByText('15,000.00 ل.س')).toBeTruthy();
    expect(summary.getByText('225,000.00 ل.س')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/mobile/orders');
  });

  it('says the order is not there, with the way back to the mobile orders', async () => {
    open(meAnswer(shopper()), () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
    expect(await screen.findByText(t.notFoundTitle)).toBeTruthy();
    const back = screen.getAllByRole('link', { name: t.back });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([
      '/mobile/orders',
      '/mobile/orders',
    ]);
  });

  it('asks a guest to log in', async () => {
    open(guestAnswer);
    expect(await screen.findByText(profileText.loginRequired.title)).toBeTruthy();
    expect(screen.queryByText(t.loading)).toBeNull();
  });
});
