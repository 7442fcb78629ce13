import type { FulfilmentMethod } from '@souq/domain/orders';

/**
 * The checkout's step machine (spec orders §4 "Checkout steps"): fulfilment, then address for a
 * delivery (a pickup skips it), payment, review. Pure, so the moves are tested on their own.
 */
export const checkoutSteps = ['fulfilment', 'address', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The step after this one; null after review (the order is placed instead). */
export function nextStep(step: CheckoutStep, fulfilment: FulfilmentMethod): CheckoutStep | null {
  switch (step) {
    case 'fulfilment':
      return fulfilment === 'pickup' ? 'payment' : 'address';
    case 'address':
      return 'payment';
    case 'payment':
      return 'review';
    case 'review':
      return null;
  }
}

/** Back moves: review to payment, payment to address (or fulfilment for pickup), fulfilment to the cart. */
export function previousStep(
  step: CheckoutStep,
  fulfilment: FulfilmentMethod,
): CheckoutStep | 'cart' {
  switch (step) {
    case 'review':
      return 'payment';
    case 'payment':
      return fulfilment === 'pickup' ? 'fulfilment' : 'address';
    case 'address':
      return 'fulfilment';
    case 'fulfilment':
      return 'cart';
  }
}

/** Steps a pickup order does not pass through; the progress shows them as skipped. */
export const isSkipped = (step: CheckoutStep, fulfilment: FulfilmentMethod): boolean =>
  step === 'address' && fulfilment === 'pickup';
