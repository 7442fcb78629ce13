import { describe, expect, it } from 'vitest';
import {
  acceptsDeliveryProof,
  canMoveOrder,
  groupOf,
  groupStatuses,
  holdsUnpaid,
  nextStatuses,
  type OrderActor,
  orderGroups,
  restoresStock,
} from './order-status';
import { type OrderStatus, orderStatuses } from './orders';

const pickup = (status: OrderStatus) => ({ status, deliveryRequested: false });
const delivery = (status: OrderStatus) => ({ status, deliveryRequested: true });

describe('nextStatuses for the vendor and the admin', () => {
  it.each([
    [pickup('pending'), ['confirmed', 'cancelled']],
    [pickup('confirmed'), ['preparing', 'cancelled']],
    [pickup('preparing'), ['ready_for_pickup', 'cancelled']],
    [delivery('preparing'), ['out_for_delivery', 'cancelled']],
    [pickup('ready_for_pickup'), ['delivered']],
    [delivery('out_for_delivery'), ['delivered']],
    [delivery('delivered'), ['refunded']],
    [delivery('cancelled'), []],
    [delivery('refunded'), []],
  ])('%o -> %o', (order, expected) => {
    expect(nextStatuses(order, 'vendor')).toEqual(expected);
    expect(nextStatuses(order, 'admin')).toEqual(expected);
  });
});

describe.each(['customer', 'system'] as const)('the %s', (actor) => {
  it('may cancel a pending order and nothing else', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const allowed = canMoveOrder(pickup(from), to, actor);
        expect(allowed, `${from} -> ${to}`).toBe(from === 'pending' && to === 'cancelled');
      }
    }
  });
});

describe('canMoveOrder', () => {
  it.each([
    ['vendor', pickup('pending'), 'confirmed', true],
    ['vendor', pickup('pending'), 'delivered', false],
    ['vendor', pickup('preparing'), 'out_for_delivery', false],
    ['admin', delivery('delivered'), 'refunded', true],
    ['admin', delivery('delivered'), 'cancelled', false],
    ['vendor', pickup('pending'), 'pending', false],
  ] as const)('%s: %o -> %s is %s', (actor, order, to, expected) => {
    expect(canMoveOrder(order, to, actor as OrderActor)).toBe(expected);
  });
});

describe('restoresStock', () => {
  it('only when cancelling', () => {
    expect(orderStatuses.filter(restoresStock)).toEqual(['cancelled']);
  });
});

describe('holdsUnpaid', () => {
  it('only while the store has not confirmed the order', () => {
    expect(orderStatuses.filter(holdsUnpaid)).toEqual(['pending']);
  });
});

describe('acceptsDeliveryProof', () => {
  it('only where goods are handed over or have been', () => {
    expect(orderStatuses.filter(acceptsDeliveryProof)).toEqual([
      'ready_for_pickup',
      'out_for_delivery',
      'delivered',
    ]);
  });
});

describe('order groups (the seller board)', () => {
  it('puts every status in exactly one group', () => {
    for (const status of orderStatuses) {
      const owners = orderGroups.filter((group) => groupStatuses[group].includes(status));
      expect(owners, status).toEqual([groupOf(status)]);
    }
    expect(groupOf('out_for_delivery')).toBe('ready');
    expect(groupOf('refunded')).toBe('done');
  });
});
