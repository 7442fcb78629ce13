import { describe, expect, it } from 'vitest';
import {
  createOrderInput,
  idempotencyHeaders,
  MAX_ITEM_QUANTITY,
  MAX_ORDER_ITEMS,
  updateOrderStatusInput,
  vendorOrdersQuery,
} from './orders';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const V = '33333333-3333-4333-8333-333333333333';

const payload = (overrides: Record<string, unknown> = {}) => ({
  vendor_id: V,
  customer_id: 'whoever',
  items: [{ product_id: P1, quantity: 2, unit_price: 1500 }],
  payment_method: 'shamcash',
  payment_receipt: '  TX-77  ',
  delivery_requested: false,
  currency: 'SYP',
  ...overrides,
});
const item = (n: number) => ({
  product_id: `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`,
  quantity: 1,
  unit_price: 1,
});

describe('createOrderInput', () => {
  it('accepts the spec payload, trims text and fills nulls', () => {
    const parsed = createOrderInput.parse(payload({ notes: '  ' }));
    expect(parsed.payment_receipt).toBe('TX-77');
    expect(parsed.notes).toBeNull();
    expect(parsed.items[0]!.variant_id).toBeNull();
    expect(parsed.delivery_address).toBeNull();
  });

  it('fills the address country with Syria', () => {
    const parsed = createOrderInput.parse(
      payload({ delivery_address: { latitude: 33.5, longitude: 36.3, street: 'شارع بغداد' } }),
    );
    expect(parsed.delivery_address).toMatchObject({ country: 'Syria', street: 'شارع بغداد' });
  });

  it('keeps the building and the floor of the address, trimmed, and null when not given', () => {
    const at = { latitude: 33.5, longitude: 36.3 };
    const parsed = createOrderInput.parse(
      payload({ delivery_address: { ...at, building: ' بناء 12 ', floor: 'الطابق 3' } }),
    );
    expect(parsed.delivery_address).toMatchObject({ building: 'بناء 12', floor: 'الطابق 3' });
    expect(
      createOrderInput.parse(payload({ delivery_address: at })).delivery_address,
    ).toMatchObject({ building: null, floor: null });
  });

  it.each([
    ['no items', { items: [] }],
    ['too many items', { items: Array.from({ length: MAX_ORDER_ITEMS + 1 }, (_, i) => item(i)) }],
    ['quantity 0', { items: [{ product_id: P1, quantity: 0, unit_price: 1 }] }],
    [
      'quantity too big',
      { items: [{ product_id: P1, quantity: MAX_ITEM_QUANTITY + 1, unit_price: 1 }] },
    ],
    ['fractional quantity', { items: [{ product_id: P1, quantity: 1.5, unit_price: 1 }] }],
    ['negative price', { items: [{ product_id: P1, quantity: 1, unit_price: -1 }] }],
    ['a bad product id', { items: [{ product_id: 'x', quantity: 1, unit_price: 1 }] }],
    [
      'the same line twice',
      {
        items: [
          { product_id: P1, quantity: 1, unit_price: 1 },
          { product_id: P1, variant_id: null, quantity: 1, unit_price: 1 },
        ],
      },
    ],
    ['an unknown payment method', { payment_method: 'card' }],
    ['an unknown currency', { currency: 'XXX' }],
    ['a bad vendor id', { vendor_id: 'v1' }],
    ['a long receipt', { payment_receipt: 'x'.repeat(121) }],
    ['long notes', { notes: 'x'.repeat(1001) }],
    ['latitude out of range', { delivery_address: { latitude: 91, longitude: 0 } }],
    [
      'a building too long',
      { delivery_address: { latitude: 0, longitude: 0, building: 'x'.repeat(101) } },
    ],
    [
      'a floor too long',
      { delivery_address: { latitude: 0, longitude: 0, floor: 'x'.repeat(51) } },
    ],
    ['no delivery_requested', { delivery_requested: undefined }],
    ['a key the spec does not have', { status: 'delivered' }],
    [
      'an item key the spec does not have',
      { items: [{ product_id: P1, quantity: 1, unit_price: 1, subtotal: 0 }] },
    ],
  ])('refuses %s', (_, overrides) => {
    expect(createOrderInput.safeParse(payload(overrides)).success).toBe(false);
  });

  it('allows the same product with two variants', () => {
    const items = [
      { product_id: P1, variant_id: P2, quantity: 1, unit_price: 1 },
      { product_id: P1, variant_id: V, quantity: 1, unit_price: 1 },
    ];
    expect(createOrderInput.safeParse(payload({ items })).success).toBe(true);
  });
});

describe('idempotencyHeaders', () => {
  it.each([
    ['a uuid', '6f1c2d3e-aaaa-4bbb-8ccc-123456789abc', true],
    ['empty', '', false],
    ['spaces', 'a b', false],
    ['too long', 'k'.repeat(101), false],
  ])('%s', (_, key, ok) => {
    expect(idempotencyHeaders.safeParse({ 'idempotency-key': key }).success).toBe(ok);
  });
});

describe('updateOrderStatusInput and vendorOrdersQuery', () => {
  it('takes a known status only', () => {
    expect(updateOrderStatusInput.safeParse({ status: 'confirmed', vendor_id: V }).success).toBe(
      true,
    );
    expect(updateOrderStatusInput.safeParse({ status: 'lost' }).success).toBe(false);
    expect(vendorOrdersQuery.safeParse({ status: 'lost' }).success).toBe(false);
    expect(vendorOrdersQuery.parse({ status: 'pending' })).toMatchObject({ limit: 20, offset: 0 });
  });
});
