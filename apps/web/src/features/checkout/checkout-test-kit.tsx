import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { paths } from '@souq/domain/paths';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedAddressFixture } from '@/features/addresses/address.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { json, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';

/** Shared set-up of the checkout screen tests: a signed-in shopper, the store, addresses. */
export const t = checkoutText.screen;
export const user = shopper();
export const home = savedAddressFixture();

type Responder = Parameters<typeof stubFetch>[0][string];

export function stubCheckout(
  vendor: Partial<Vendor> = { shamcash_account: '0944 111 222' },
  extra: Record<string, Responder> = {},
) {
  return stubFetch({
    '/api/me': meAnswer(user),
    [paths.api.exportVendors()]: () =>
      json({ data: [vendorFixture(vendor)], count: 1, limit: 1, offset: 0 }),
    [paths.api.addresses()]: () => json({ data: [home] }),
    ...extra,
  });
}

export const next = () => userEvent.click(screen.getByRole('button', { name: t.next }));
export const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });
export const radios = () => screen.queryAllByRole('radio').map((r) => r.getAttribute('value'));
