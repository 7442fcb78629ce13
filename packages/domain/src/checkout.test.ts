import { describe, expect, it } from 'vitest';
import {
  allowedFulfilment,
  allowedPayments,
  type CheckoutLine,
  cartIssues,
  defaultFulfilment,
  paymentDeadlineHours,
} from './checkout';

const line = (overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  productId: 'p1',
  vendorId: 'v1',
  currency: 'SYP',
  quantity: 1,
  maxStock: 5,
  availabilityMode: 'for_sale',
  pickupAvailable: true,
  deliveryAvailable: true,
  paymentCod: true,
  paymentShamcash: true,
  paymentGoldmasters: true,
  ...overrides,
});
const accounts = { shamcash_account: '0933', goldmasters_account: '  ' };

describe('allowedFulfilment', () => {
  it.each([
    ['both when every line offers both', [line(), line()], ['pickup', 'delivery']],
    ['the intersection', [line({ pickupAvailable: false }), line()], ['delivery']],
    [
      'none when they share nothing',
      [line({ pickupAvailable: false }), line({ deliveryAvailable: false })],
      [],
    ],
    ['none for an empty cart', [], []],
  ])('%s', (_, lines, expected) => {
    expect(allowedFulfilment(lines)).toEqual(expected);
  });
});

describe('allowedPayments', () => {
  it.each([
    [
      'all three before fulfilment is chosen',
      [line()],
      null,
      null,
      ['shamcash', 'goldmasters', 'cod'],
    ],
    ['no cod with pickup', [line()], 'pickup', null, ['shamcash', 'goldmasters']],
    ['cod with delivery', [line()], 'delivery', null, ['shamcash', 'goldmasters', 'cod']],
    [
      'only what every line allows',
      [line(), line({ paymentShamcash: false })],
      'delivery',
      null,
      ['goldmasters', 'cod'],
    ],
    ['wallets only with a vendor account number', [line()], 'pickup', accounts, ['shamcash']],
    ['nothing for an empty cart', [], null, null, []],
  ] as const)('%s', (_, lines, fulfilment, vendor, expected) => {
    expect(allowedPayments(lines, fulfilment, vendor)).toEqual(expected);
  });
});

describe('cartIssues', () => {
  it.each([
    ['a good cart has none', [line(), line({ productId: 'p2' })], []],
    ['empty', [], ['empty']],
    ['display-only item', [line({ availabilityMode: 'display_only' })], ['display_only']],
    ['two vendors', [line(), line({ vendorId: 'v2' })], ['multiple_vendors']],
    ['two currencies', [line(), line({ currency: 'USD' })], ['multiple_currencies']],
    [
      'no common fulfilment',
      [line({ pickupAvailable: false }), line({ deliveryAvailable: false })],
      ['no_fulfilment'],
    ],
    [
      'no common payment',
      [
        line({ paymentShamcash: false, paymentGoldmasters: false }),
        line({ paymentCod: false, paymentGoldmasters: false }),
      ],
      ['no_payment'],
    ],
  ] as const)('%s', (_, lines, expected) => {
    expect(cartIssues(lines)).toEqual(expected);
  });
});

describe('defaultFulfilment', () => {
  it('prefers delivery, else pickup, else nothing', () => {
    expect(defaultFulfilment([line()])).toBe('delivery');
    expect(defaultFulfilment([line({ deliveryAvailable: false })])).toBe('pickup');
    expect(defaultFulfilment([line({ deliveryAvailable: false, pickupAvailable: false })])).toBe(
      null,
    );
  });
});

describe('paymentDeadlineHours', () => {
  it("gives a wallet order the store's window, kept within 1 to 168 hours", () => {
    expect(paymentDeadlineHours('shamcash', 24)).toBe(24);
    expect(paymentDeadlineHours('goldmasters', 6)).toBe(6);
    expect(paymentDeadlineHours('shamcash', 0)).toBe(1);
    expect(paymentDeadlineHours('shamcash', 1000)).toBe(168);
  });

  it('gives cash on delivery no deadline: it is paid at the door', () => {
    expect(paymentDeadlineHours('cod', 24)).toBeNull();
  });
});
