import { describe, expect, it } from 'vitest';
import { orderStatuses } from './orders';
import { derivedPaymentStatus, initialPaymentStatus, paymentAfterMove } from './payment-status';

describe('initialPaymentStatus', () => {
  it('waits for the store to check a wallet receipt; cash is due on delivery', () => {
    expect(initialPaymentStatus('shamcash')).toBe('awaiting_check');
    expect(initialPaymentStatus('goldmasters')).toBe('awaiting_check');
    expect(initialPaymentStatus('cod')).toBe('due_on_delivery');
  });
});

describe('derivedPaymentStatus (the backfill of orders placed before payment statuses)', () => {
  it('reads a wallet order moved past pending as confirmed, a pending one as awaiting check', () => {
    const wallet = Object.fromEntries(
      orderStatuses.map((status) => [status, derivedPaymentStatus('shamcash', status)]),
    );
    expect(wallet).toEqual({
      pending: 'awaiting_check',
      confirmed: 'confirmed',
      preparing: 'confirmed',
      ready_for_pickup: 'confirmed',
      out_for_delivery: 'confirmed',
      delivered: 'confirmed',
      cancelled: 'void',
      refunded: 'confirmed',
    });
  });

  it('reads cash on delivery as paid once delivered (or refunded), void when cancelled', () => {
    const cash = Object.fromEntries(
      orderStatuses.map((status) => [status, derivedPaymentStatus('cod', status)]),
    );
    expect(cash).toEqual({
      pending: 'due_on_delivery',
      confirmed: 'due_on_delivery',
      preparing: 'due_on_delivery',
      ready_for_pickup: 'due_on_delivery',
      out_for_delivery: 'due_on_delivery',
      delivered: 'paid',
      cancelled: 'void',
      refunded: 'paid',
    });
  });
});

describe('paymentAfterMove', () => {
  it('confirms a wallet payment when the store accepts the order', () => {
    expect(paymentAfterMove('awaiting_check', 'confirmed')).toBe('confirmed');
    expect(paymentAfterMove('due_on_delivery', 'confirmed')).toBe('due_on_delivery');
  });

  it('marks cash paid on delivery, and leaves a checked wallet payment as it was', () => {
    expect(paymentAfterMove('due_on_delivery', 'delivered')).toBe('paid');
    expect(paymentAfterMove('confirmed', 'delivered')).toBe('confirmed');
    expect(paymentAfterMove('due_on_delivery', 'out_for_delivery')).toBe('due_on_delivery');
  });

  it('voids a payment not yet taken on cancelling; money already taken stays recorded', () => {
    expect(paymentAfterMove('awaiting_check', 'cancelled')).toBe('void');
    expect(paymentAfterMove('due_on_delivery', 'cancelled')).toBe('void');
    expect(paymentAfterMove('confirmed', 'cancelled')).toBe('confirmed');
    expect(paymentAfterMove('paid', 'refunded')).toBe('paid');
  });
});
