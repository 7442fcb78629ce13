import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from './checkout';
import { outOfStockLines, type PlacementChoice, placementProblems } from './checkout-placement';

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
  hasAddress: false,
  ...overrides,
});
const vendor = { shamcash_account: '0933 111 222', goldmasters_account: null };

describe('placementProblems', () => {
  it.each([
    ['pickup with a wallet and a receipt', [line()], choice(), []],
    [
      'delivery with cod and an address',
      [line()],
      choice({ fulfilment: 'delivery', paymentMethod: 'cod', receipt: null, hasAddress: true }),
      [],
    ],
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
