import { describe, expect, it } from 'vitest';
import { isSkipped, nextStep, previousStep } from './checkout-steps';

describe('checkout step machine', () => {
  it('walks a delivery through the address', () => {
    expect(nextStep('fulfilment', 'delivery')).toBe('address');
    expect(nextStep('address', 'delivery')).toBe('payment');
    expect(nextStep('payment', 'delivery')).toBe('review');
    expect(nextStep('review', 'delivery')).toBeNull();
  });

  it('lets a pickup skip the address both ways', () => {
    expect(nextStep('fulfilment', 'pickup')).toBe('payment');
    expect(previousStep('payment', 'pickup')).toBe('fulfilment');
    expect(isSkipped('address', 'pickup')).toBe(true);
    expect(isSkipped('address', 'delivery')).toBe(false);
  });

  it('goes back review -> payment -> address -> fulfilment -> cart', () => {
    expect(previousStep('review', 'delivery')).toBe('payment');
    expect(previousStep('payment', 'delivery')).toBe('address');
    expect(previousStep('address', 'delivery')).toBe('fulfilment');
    expect(previousStep('fulfilment', 'delivery')).toBe('cart');
  });
});
