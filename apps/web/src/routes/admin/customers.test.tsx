import { adminCustomersValidation, adminCustomersText as t } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminCustomer } from '@souq/domain/schemas/admin-customers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Customers } from './customers';

const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));
const customer: AdminCustomer = {
  id: 'u-42',
  name: 'ليلى حداد',
  email: 'layla@example.com',
  email_verified: true,
  phone: '+963 944 555 010',
  role: 'shopper',
  has_profile: true,
  address: 'دمشق، المزة',
  order_count: 3,
  created_at: '2026-10-01T09:00:00.000Z',
  disabled_at: null,
  disabled_reason: null,
};

describe('/admin/customers', () => {
  it('lists accounts with their orders, and disables one only with a reason', async () => {
    let current = customer;
    const bodies: unknown[] = [];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCustomers()]: () => json({ data: [current], count: 1, limit: 30, offset: 0 }),
      [paths.api.adminCustomerState(customer.id, 'disable')]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        current = {
          ...customer,
          disabled_at: '2026-11-24T09:00:00.000Z',
          disabled_reason: 'احتيال',
        };
        return json(current);
      },
    });
    renderRoutes([{ path: '/admin/customers', element: <Customers /> }], '/admin/customers');
    const card = await screen.findByRole('listitem');
    expect(card.textContent).toContain('layla@example.com');
    expect(card.textContent).toContain(`${t.address}: دمشق، المزة`);
    expect(
      within(card)
        .getByRole('link', { name: `${t.ordersLink}: 3 طلبات` })
        .getAttribute('href'),
    ).toBe(`${paths.admin.orders()}?customer=u-42`);
    await userEvent.click(within(card).getByRole('button', { name: t.disable }));
    const dialog = screen.getByRole('dialog', { name: t.disableTitle(customer.email) });
    await userEvent.click(within(dialog).getByRole('button', { name: t.disable }));
    expect(within(dialog).getByText(adminCustomersValidation.reasonRequired)).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(t.reason), 'احتيال');
    await userEvent.click(within(dialog).getByRole('button', { name: t.disable }));
    expect(await screen.findByText(t.disabled(customer.email))).toBeTruthy();
    expect(bodies).toEqual([{ reason: 'احتيال' }]);
    expect(await screen.findByText(t.disabledBadge)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.enable })).toBeTruthy();
  });

  it('offers the clients export as CSV and JSON, and never a disable for an administrator', async () => {
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCustomers()]: () =>
        json({ data: [{ ...customer, role: 'admin' }], count: 1, limit: 30, offset: 0 }),
    });
    renderRoutes([{ path: '/admin/customers', element: <Customers /> }], '/admin/customers');
    const card = await screen.findByRole('listitem');
    expect(within(card).queryByRole('button')).toBeNull();
    const exports = screen.getByRole('region', { name: t.export.title });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.export.csv, t.export.json]);
  });
});
