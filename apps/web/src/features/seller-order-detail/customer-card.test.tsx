import { addressText } from '@souq/domain/locales/ar/addresses';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { CustomerCard } from './customer-card';
import { sellerOrderFixture } from './seller-order.fixture';

// jsdom draws no map: Leaflet stays out of these tests.
vi.mock('./delivery-map', () => ({ default: () => <div data-testid="delivery-map" /> }));

const d = addressText.details;
const base = sellerOrderFixture();
const withAddress = (parts: { building: string | null; floor: string | null }) =>
  sellerOrderFixture({ delivery_address: { ...base.delivery_address!, ...parts } });

/** The courier's facts in the store's view of a delivery: street, building, floor. */
describe('seller order customer card: the delivery address', () => {
  const facts = () => {
    const card = screen.getByRole('region', { name: sellerOrderDetailText.customer });
    return [...within(card).getAllByRole('term')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
  };

  it('lists the street, building and floor before the delivery notes', () => {
    renderAt(
      <CustomerCard
        order={withAddress({ building: 'بناء رقم 7', floor: 'الطابق الثاني، شقة 4' })}
      />,
    );
    expect(facts()).toEqual(
      expect.arrayContaining([
        [d.street, 'شارع بغداد'],
        [d.building, 'بناء رقم 7'],
        [d.floor, 'الطابق الثاني، شقة 4'],
        [sellerOrderDetailText.deliveryNotes, 'الطابق الثالث'],
      ]),
    );
    const labels = facts().map(([label]) => label);
    expect(labels.indexOf(d.floor)).toBeLessThan(
      labels.indexOf(sellerOrderDetailText.deliveryNotes),
    );
  });

  it('shows neither for an order placed without them', () => {
    renderAt(<CustomerCard order={withAddress({ building: null, floor: null })} />);
    const labels = facts().map(([label]) => label);
    expect(labels).toContain(d.street);
    expect(labels).not.toContain(d.building);
    expect(labels).not.toContain(d.floor);
  });
});
