import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { createOrderInput } from '@souq/domain/schemas/orders';
import { describe, expect, it } from 'vitest';
import { savedAddressFixture } from '@/features/addresses/address.fixture';
import { cartItemFixture as line } from '@/features/cart-page/cart-item.fixture';
import { HttpError } from '@/lib/http';
import { shopper } from '@/test/accounts';
import { orderInput, priceChangeOf, withCurrentPrices } from './order-input';

const user = shopper();
const P1 = '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f';
const oil = line({ quantity: 2, productId: P1 });
const choices = {
  fulfilment: 'pickup' as const,
  address: savedAddressFixture(),
  paymentMethod: 'shamcash' as const,
  reference: '  TX-1  ',
  notes: ' ',
};

describe('order input', () => {
  it('sends a pickup with the Syria 0,0 address and the trimmed receipt', () => {
    const body = orderInput([oil], choices, user);
    expect(body).toMatchObject({
      vendor_id: 'v1',
      delivery_requested: false,
      delivery_address: { country: 'Syria', latitude: 0, longitude: 0 },
      payment_receipt: 'TX-1',
      notes: null,
      currency: 'SYP',
    });
    expect(body.items).toEqual([
      expect.objectContaining({ product_id: P1, quantity: 2, unit_price: oil.price }),
    ]);
  });

  it('stores pay on delivery as the cod receipt and the field as the contact phone', () => {
    const body = orderInput(
      [oil],
      { ...choices, fulfilment: 'delivery', paymentMethod: 'cod', reference: '0944 000 111' },
      user,
    );
    expect(body.payment_receipt).toBe(checkoutText.screen.codReceipt);
    expect(body.customer_contact_info?.phone).toBe('0944 000 111');
    expect(body.delivery_address).toMatchObject({ street: 'شارع باب توما', latitude: 33.5131 });
  });

  it("carries the saved address's street, building and floor into a delivery", () => {
    const flat = savedAddressFixture({ building: 'بناء رقم 12', floor: 'شقة 5' });
    const body = orderInput([oil], { ...choices, fulfilment: 'delivery', address: flat }, user);
    const parts = { street: 'شارع باب توما', building: 'بناء رقم 12', floor: 'شقة 5' };
    expect(body.delivery_address).toMatchObject(parts);
    // The server's own schema keeps them.
    const address = createOrderInput.shape.delivery_address.parse(body.delivery_address);
    expect(address).toMatchObject(parts);
  });

  it('reads PRICE_CHANGED details and applies them to the matching lines only', () => {
    const details = { items: [{ product_id: P1, variant_id: null, unit_price: 99 }] };
    const error = new HttpError(
      409,
      JSON.stringify({ error: { code: 'PRICE_CHANGED', message: 'x', details } }),
      'PRICE_CHANGED',
      'x',
    );
    const prices = priceChangeOf(error);
    expect(prices).toEqual(details);
    const other = line({ id: 'b', productId: 'p2' });
    expect(withCurrentPrices([oil, other], details).map((i) => i.price)).toEqual([99, other.price]);
    expect(priceChangeOf(new HttpError(409, '{}', 'OUT_OF_STOCK', 'x'))).toBeNull();
  });
});
