import { addressText } from '@souq/domain/locales/ar/addresses';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { orderFixture } from './order.fixture';
import { OrderDetails } from './order-details';

const d = addressText.details;
const base = orderFixture();
const withAddress = (parts: { building: string | null; floor: string | null }) =>
  orderFixture({ delivery_address: { ...base.delivery_address!, ...parts } });

/** The shopper's order pages and cards: the delivery info with street, building and floor. */
describe('order details: the delivery address', () => {
  const deliveryFacts = () => {
    const section = screen.getByText(ordersText.card.deliveryInfo).closest('section')!;
    return within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  };

  it('shows the street, building and floor after one another, under their labels', () => {
    renderAt(<OrderDetails order={withAddress({ building: 'بناء رقم 12', floor: 'شقة 5' })} />);
    const facts = deliveryFacts();
    const at = (label: string) => facts.findIndex(([l]) => l === label);
    expect(facts[at(d.street)]).toEqual([d.street, 'شارع بغداد']);
    expect(facts[at(d.street) + 1]).toEqual([d.building, 'بناء رقم 12']);
    expect(facts[at(d.street) + 2]).toEqual([d.floor, 'شقة 5']);
  });

  it('leaves building and floor out for an order placed without them', () => {
    renderAt(<OrderDetails order={withAddress({ building: null, floor: null })} />);
    const labels = deliveryFacts().map(([label]) => label);
    expect(labels).toContain(d.street);
    expect(labels).not.toContain(d.building);
    expect(labels).not.toContain(d.floor);
  });

  it('shows no address for a pickup', () => {
    renderAt(<OrderDetails order={orderFixture({ delivery_requested: false })} />);
    expect(screen.queryByText(ordersText.card.deliveryInfo)).toBeNull();
    expect(screen.queryByText(d.street)).toBeNull();
  });
});
