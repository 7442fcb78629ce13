import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { sellerOrdersValidation } from '@souq/domain/locales/ar/seller-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

const t = sellerSettingsText.deliveryFee;
const RULE = '/api/seller/store/delivery-fee';

function stub(rule: unknown, store = sellerStoreFixture()) {
  return stubFetch({
    '/api/me': meAnswer(shopper({ type: 'vendor' })),
    '/api/seller/store': () => json({ store }),
    '/functions/v1/export-vendors': () => json({ data: [], count: 0 }),
    [RULE]: (init) =>
      init?.method === 'PUT' ? json({ rule: JSON.parse(String(init.body)) }) : json({ rule }),
  });
}
const puts = (fetchMock: ReturnType<typeof stub>) =>
  callsTo(fetchMock, RULE).filter(([, init]) => init?.method === 'PUT');

describe('delivery fee settings', () => {
  it('asks for a kind, prices the example live and saves a per-km rule typed in Arabic digits', async () => {
    const fetchMock = stub(null);
    renderSeller('/seller/settings/delivery-fee');
    expect(await screen.findByText(t.noRule)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: sellerSettingsText.save }));
    expect(await screen.findByText(sellerOrdersValidation.feeKindInvalid)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(t.kinds.per_km) }));
    expect(screen.queryByText(sellerOrdersValidation.feeKindInvalid)).toBeNull();
    await userEvent.type(screen.getByLabelText(t.base), '٢٠٠٠');
    await userEvent.type(screen.getByLabelText(t.perKm), '500');
    // 2000 + 5 started km × 500 for an order of 50,000 at 5 km.
    const example = screen.getByTestId('fee-example');
    expect(example.textContent).toContain(t.example('50,000', 5, '4,500'));
    await userEvent.type(screen.getByLabelText(t.freeAbove), '8000');
    // Priced in dollars: orders in other currencies keep their fee for the store to set.
    await userEvent.selectOptions(screen.getByLabelText(t.currency), 'USD');
    expect(example.textContent).toContain(t.exampleFree('50,000', 5));
    expect(example.textContent).toContain(t.exampleFreeAbove('8,000'));
    // The store has a position: nothing to warn about.
    expect(screen.queryByText(t.needsLocation)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: sellerSettingsText.save }));
    expect(await screen.findByText(sellerSettingsText.saved)).toBeTruthy();
    expect(JSON.parse(String(puts(fetchMock).at(-1)?.[1]?.body))).toEqual({
      kind: 'per_km',
      base: 2000,
      per_km: 500,
      free_above: 8000,
      currency: 'USD',
    });
  });

  it('shows the shared schema’s message for a bad amount and sends nothing', async () => {
    const fetchMock = stub({ kind: 'flat', amount: 1500 });
    renderSeller('/seller/settings/delivery-fee');
    const amount = await screen.findByLabelText(t.amount);
    expect((amount as HTMLInputElement).value).toBe('1500');
    expect(screen.getByTestId('fee-example').textContent).toContain(
      t.example('50,000', 5, '1,500'),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.005');
    expect(screen.getByText(t.exampleInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: sellerSettingsText.save }));
    expect(await screen.findByText(sellerOrdersValidation.amountInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('says a per-km rule needs the store’s position, with a link to set it', async () => {
    stub(null, sellerStoreFixture({ latitude: null, longitude: null, formatted_address: null }));
    renderSeller('/seller/settings/delivery-fee');
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(t.kinds.flat) }));
    expect(screen.queryByText(t.needsLocation)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(t.kinds.per_km) }));
    const notice = screen.getByText(t.needsLocation).closest('[role="status"]') as HTMLElement;
    const link = within(notice).getByRole('link', { name: t.setLocation });
    expect(link.getAttribute('href')).toBe('/seller/settings/location');
  });
});
