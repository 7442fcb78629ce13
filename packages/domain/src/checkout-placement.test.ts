import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from './checkout';
import {
  deliveryAreaMiss,
  MAX_UNPAID_QUANTITY_PER_PRODUCT,
  outOfStockLines,
  type PlacementChoice,
  placementProblems,
  unpaidQuantityExcess,
} from './checkout-placement';

const line = (overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  productId: 'p1',
  vendorId: 'v1',
  currency: 'SYP',
  quantity: 2,
  maxStock: 5,
  availabilityMode: 'for_sale',
  pickupAvailable: true,
  deliveryAvailable: true,
  paymentCod: true,
  paymentShamcash: true,
  paymentGoldmasters: true,
  ...overrides,
});
const choice = (overrides: Partial<PlacementChoice> = {}): PlacementChoice => ({
  vendorId: 'v1',
  currency: 'SYP',
  fulfilment: 'pickup',
  paymentMethod: 'shamcash',
  receipt: 'TX-1',
  address: null,
  ...overrides,
});
const damascus = { latitude: 33.5138, longitude: 36.2765 };
/** Bab Touma, about 3.7 km east of the store. */
const nearby = { latitude: 33.5131, longitude: 36.3166 };
const aleppo = { latitude: 36.2021, longitude: 37.1343 };
const vendor = {
  shamcash_account: '0933 111 222',
  goldmasters_account: null,
  ...damascus,
  delivery_radius_km: 10,
};

describe('placementProblems', () => {
  it.each([
    ['pickup with a wallet and a receipt', [line()], choice(), []],
    [
      'delivery with cod and an address',
      [line()],
      choice({ fulfilment: 'delivery', paymentMethod: 'cod', receipt: null, address: nearby }),
      [],
    ],
    [
      'delivery outside the store radius',
      [line()],
      choice({ fulfilment: 'delivery', address: aleppo }),
      ['outside_delivery_area'],
    ],
    [
      'delivery to the pickup placeholder at 0, 0',
      [line()],
      choice({ fulfilment: 'delivery', address: { latitude: 0, longitude: 0 } }),
      ['outside_delivery_area'],
    ],
    ['pickup from afar', [line()], choice({ address: aleppo }), []],
    ['an empty order', [], choice(), ['empty']],
    ['an item of another vendor', [line(), line({ vendorId: 'v2' })], choice(), ['wrong_vendor']],
    [
      'a display-only item',
      [line({ availabilityMode: 'display_only' })],
      choice(),
      ['display_only'],
    ],
    [
      'a currency other than the order',
      [line({ currency: 'USD' })],
      choice(),
      ['multiple_currencies'],
    ],
    ['more than the stock', [line({ quantity: 6 })], choice(), ['out_of_stock']],
    [
      'pickup not offered',
      [line({ pickupAvailable: false })],
      choice(),
      ['fulfilment_not_allowed'],
    ],
    [
      'wallet without the vendor account',
      [line()],
      choice({ paymentMethod: 'goldmasters' }),
      ['payment_not_allowed'],
    ],
    [
      'wallet the item does not allow',
      [line({ paymentShamcash: false })],
      choice(),
      ['payment_not_allowed'],
    ],
    [
      'cod with pickup',
      [line()],
      choice({ paymentMethod: 'cod', receipt: null }),
      ['payment_not_allowed'],
    ],
    ['a blank receipt for a wallet', [line()], choice({ receipt: '   ' }), ['receipt_required']],
    [
      'delivery without an address',
      [line()],
      choice({ fulfilment: 'delivery' }),
      ['address_required'],
    ],
  ] as const)('%s', (_, lines, c, expected) => {
    expect(placementProblems(lines, c, vendor)).toEqual(expected);
  });

  it('lists every problem, cart ones first', () => {
    expect(
      placementProblems(
        [line({ vendorId: 'v2', quantity: 9 })],
        choice({ fulfilment: 'delivery', receipt: '' }),
        vendor,
      ),
    ).toEqual(['wrong_vendor', 'out_of_stock', 'receipt_required', 'address_required']);
  });
});

describe('outOfStockLines', () => {
  it('keeps the lines asking for more than the stock, equal is fine', () => {
    const short = line({ productId: 'p2', quantity: 6 });
    expect(outOfStockLines([line({ quantity: 5 }), short])).toEqual([short]);
  });
});

describe('deliveryAreaMiss (the map rule at checkout)', () => {
  it('is null inside the radius, the edge included', () => {
    expect(deliveryAreaMiss(vendor, nearby)).toBeNull();
    expect(deliveryAreaMiss(vendor, damascus)).toBeNull();
  });

  it('says how far the address is and how far the store delivers', () => {
    const miss = deliveryAreaMiss(vendor, aleppo);
    expect(miss?.radius_km).toBe(10);
    expect(miss?.distance_km).toBeGreaterThan(300);
    expect(miss?.distance_km).toBeLessThan(320);
    // One decimal: the shopper reads it, nobody needs the metres.
    expect(Number.isInteger((miss?.distance_km ?? 0) * 10)).toBe(true);
  });

  it('refuses an address without valid coordinates when the store has a position', () => {
    expect(deliveryAreaMiss(vendor, null)).toEqual({ distance_km: null, radius_km: 10 });
    expect(deliveryAreaMiss(vendor, { latitude: Number.NaN, longitude: 36 })).toEqual({
      distance_km: null,
      radius_km: 10,
    });
  });

  it('cannot refuse anything for a store without a position', () => {
    const unplaced = { latitude: null, longitude: null, delivery_radius_km: 10 };
    expect(deliveryAreaMiss(unplaced, aleppo)).toBeNull();
    expect(deliveryAreaMiss(unplaced, null)).toBeNull();
    expect(deliveryAreaMiss({ ...unplaced, latitude: 95, longitude: 36 }, aleppo)).toBeNull();
  });

  it('agrees with the map: a radius of 0 delivers nowhere else', () => {
    expect(deliveryAreaMiss({ ...vendor, delivery_radius_km: 0 }, nearby)).not.toBeNull();
  });
});

describe('unpaidQuantityExcess', () => {
  const max = MAX_UNPAID_QUANTITY_PER_PRODUCT;
  const held = (entries: [string, number][] = []) => new Map(entries);

  it('allows up to the cap, counting what the customer already holds', () => {
    expect(unpaidQuantityExcess([{ productId: 'p1', quantity: max }], held())).toEqual([]);
    expect(
      unpaidQuantityExcess([{ productId: 'p1', quantity: 3 }], held([['p1', max - 3]])),
    ).toEqual([]);
  });

  it('names the product over the cap and how many more are allowed', () => {
    expect(
      unpaidQuantityExcess(
        [
          { productId: 'p1', quantity: 4 },
          { productId: 'p2', quantity: 1 },
        ],
        held([['p1', max - 3]]),
      ),
    ).toEqual([{ productId: 'p1', held: max - 3, requested: 4, allowed: 3 }]);
  });

  it('counts the variants of one product together', () => {
    const lines = [
      { productId: 'p1', quantity: 6 },
      { productId: 'p1', quantity: 5 },
    ];
    expect(unpaidQuantityExcess(lines, held())).toEqual([
      { productId: 'p1', held: 0, requested: 11, allowed: max },
    ]);
  });

  it('allows nothing more once the cap is held', () => {
    expect(unpaidQuantityExcess([{ productId: 'p1', quantity: 1 }], held([['p1', max]]))).toEqual([
      { productId: 'p1', held: max, requested: 1, allowed: 0 },
    ]);
  });
});
