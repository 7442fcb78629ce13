import { describe, expect, it } from 'vitest';
import {
  chargedKilometres,
  type DeliveryFeeRule,
  deliveryFee,
  feeAtDistance,
} from './delivery-fee';
import { toMinor } from './money';

// Hand-worked: on a sphere of radius 6371 km one degree of latitude is 2π·6371/360 = 111.195 km,
// so 0.02° due north is 2.224 km (3 started km) and 0.05° is 5.560 km (6 started km).
const store = { latitude: 33.5, longitude: 36.3 };
const north002 = { latitude: 33.52, longitude: 36.3 };
const north005 = { latitude: 33.55, longitude: 36.3 };

const perKm = (freeAbove: string | null = null): DeliveryFeeRule => ({
  kind: 'per_km',
  base: toMinor('2000'),
  perKm: toMinor('500'),
  freeAbove: freeAbove === null ? null : toMinor(freeAbove),
});

describe('deliveryFee', () => {
  it('is zero for a free rule and the amount for a flat one, with or without positions', () => {
    expect(deliveryFee({ rule: { kind: 'free' }, store, address: north005, subtotal: 100 })).toBe(
      0,
    );
    const flat: DeliveryFeeRule = { kind: 'flat', amount: toMinor('3500.50') };
    expect(deliveryFee({ rule: flat, store, address: north005, subtotal: 100 })).toBe(350050);
    expect(deliveryFee({ rule: flat, store: null, address: null, subtotal: 100 })).toBe(350050);
  });

  it('charges base + per_km for each started kilometre (hand-worked distances)', () => {
    // Same point: 0 km, the base only.
    expect(deliveryFee({ rule: perKm(), store, address: store, subtotal: 0 })).toBe(200000);
    // 2.224 km -> 3 km: 2000 + 3 × 500 = 3500.
    expect(deliveryFee({ rule: perKm(), store, address: north002, subtotal: 0 })).toBe(350000);
    // 5.560 km -> 6 km: 2000 + 6 × 500 = 5000.
    expect(deliveryFee({ rule: perKm(), store, address: north005, subtotal: 0 })).toBe(500000);
  });

  it('is free once the subtotal reaches free_above, and charged one minor unit below it', () => {
    const rule = perKm('100000');
    const at = toMinor('100000');
    expect(deliveryFee({ rule, store, address: north005, subtotal: at })).toBe(0);
    expect(deliveryFee({ rule, store, address: north005, subtotal: at - 1 })).toBe(500000);
    // free_above needs no positions at all.
    expect(deliveryFee({ rule, store: null, address: null, subtotal: at })).toBe(0);
  });

  it('is unknown (null) without a rule, or for per_km without valid positions', () => {
    expect(deliveryFee({ rule: null, store, address: north002, subtotal: 0 })).toBeNull();
    expect(deliveryFee({ rule: perKm(), store: null, address: north002, subtotal: 0 })).toBeNull();
    expect(deliveryFee({ rule: perKm(), store, address: null, subtotal: 0 })).toBeNull();
    const nowhere = { latitude: 91, longitude: 0 };
    expect(deliveryFee({ rule: perKm(), store, address: nowhere, subtotal: 0 })).toBeNull();
  });
});

describe('feeAtDistance', () => {
  it('is the same arithmetic at a given distance, with no positions needed', () => {
    // 5 km exactly: 2000 + 5 × 500 = 4500; 5.001 km is a sixth started kilometre.
    expect(feeAtDistance(perKm(), 5, 0)).toBe(450000);
    expect(feeAtDistance(perKm(), 5.001, 0)).toBe(500000);
    expect(feeAtDistance(perKm('100000'), 5, toMinor('100000'))).toBe(0);
    expect(feeAtDistance({ kind: 'flat', amount: 700 }, 40, 0)).toBe(700);
    expect(feeAtDistance({ kind: 'free' }, 40, 0)).toBe(0);
  });
});

describe('chargedKilometres', () => {
  it('counts each started kilometre, ignoring float noise below a metre', () => {
    expect(chargedKilometres(0)).toBe(0);
    expect(chargedKilometres(0.0004)).toBe(0);
    expect(chargedKilometres(0.2)).toBe(1);
    expect(chargedKilometres(3.0000000001)).toBe(3);
    expect(chargedKilometres(3.0006)).toBe(4);
  });
});
