import { describe, expect, it } from 'vitest';
import {
  coversLocation,
  distanceKm,
  formatDistance,
  isValidCoordinate,
  storePosition,
} from './distance';

const damascus = { latitude: 33.5138, longitude: 36.2765 };
const aleppo = { latitude: 36.2021, longitude: 37.1343 };

describe('distanceKm', () => {
  it('is zero for one point and symmetric', () => {
    expect(distanceKm(damascus, damascus)).toBe(0);
    expect(distanceKm(damascus, aleppo)).toBeCloseTo(distanceKm(aleppo, damascus), 9);
  });

  it('measures Damascus to Aleppo at about 310 km', () => {
    expect(distanceKm(damascus, aleppo)).toBeGreaterThan(300);
    expect(distanceKm(damascus, aleppo)).toBeLessThan(320);
  });

  it('uses an earth radius of 6371 km (a quarter meridian is 10007.5 km)', () => {
    const pole = { latitude: 90, longitude: 0 };
    expect(distanceKm({ latitude: 0, longitude: 0 }, pole)).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 م'],
    [0.35, '350 م'],
    [0.3504, '350 م'],
    [0.9994, '999 م'],
    [0.9996, '1.0 كم'],
    [1, '1.0 كم'],
    [2.44, '2.4 كم'],
    [2.46, '2.5 كم'],
    [312.04, '312.0 كم'],
  ])('%s km reads %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('isValidCoordinate', () => {
  it.each([
    [33.5, 36.2, true],
    [-90, -180, true],
    [90, 180, true],
    [90.0001, 0, false],
    [0, -180.5, false],
    [Number.NaN, 0, false],
    [0, Number.POSITIVE_INFINITY, false],
    ['33', 36, false],
    [null, 36, false],
  ])('(%s, %s) is %s', (lat, lng, valid) => {
    expect(isValidCoordinate(lat, lng)).toBe(valid);
  });
});

describe('coversLocation (turbo zone)', () => {
  const vendor = { ...damascus, delivery_radius_km: 10 };

  it('covers a shopper inside the delivery radius, not one outside', () => {
    expect(coversLocation(vendor, { latitude: 33.55, longitude: 36.3 })).toBe(true);
    expect(coversLocation(vendor, aleppo)).toBe(false);
  });

  it('covers nobody without positions', () => {
    expect(coversLocation(vendor, null)).toBe(false);
    expect(
      coversLocation({ latitude: null, longitude: null, delivery_radius_km: 10 }, damascus),
    ).toBe(false);
    expect(coversLocation(vendor, { latitude: Number.NaN, longitude: 36 })).toBe(false);
  });

  it('includes the edge of the radius', () => {
    const edge = distanceKm(damascus, { latitude: 33.6, longitude: 36.2765 });
    expect(
      coversLocation(
        { ...damascus, delivery_radius_km: edge },
        { latitude: 33.6, longitude: 36.2765 },
      ),
    ).toBe(true);
  });
});

describe('storePosition', () => {
  it("is the store's coordinates when they are real, else null", () => {
    expect(storePosition({ ...damascus, delivery_radius_km: 5 })).toEqual(damascus);
    expect(storePosition({ latitude: null, longitude: 36, delivery_radius_km: 5 })).toBeNull();
    expect(storePosition({ latitude: 33, longitude: 200, delivery_radius_km: 5 })).toBeNull();
  });
});
