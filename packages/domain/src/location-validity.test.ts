import { describe, expect, it } from 'vitest';
import { coordinatesText } from './address-parsing';
import { addressText } from './locales/ar/addresses';
import { isInsideSyria, locationValidity } from './location-validity';

const t = addressText.validity;
const babTouma = { latitude: 33.5131, longitude: 36.3166, address: 'شارع باب توما، دمشق، سوريا' };

describe('locationValidity (spec discovery §5)', () => {
  it('is invalid without a selected location', () => {
    for (const none of [null, undefined]) {
      expect(locationValidity(none)).toEqual({ valid: false, kind: 'none', message: t.noLocation });
    }
  });

  it.each([
    ['no latitude', { longitude: 36.3, address: 'x' }],
    ['no longitude', { latitude: 33.5, longitude: null, address: 'x' }],
    ['latitude beyond 90', { latitude: 91, longitude: 36.3, address: 'x' }],
    ['longitude beyond 180', { latitude: 33.5, longitude: -181, address: 'x' }],
    ['a NaN', { latitude: Number.NaN, longitude: 36.3, address: 'x' }],
    ['an infinity', { latitude: 33.5, longitude: Number.POSITIVE_INFINITY, address: 'x' }],
  ])('is invalid with %s: incorrect coordinates', (_case, location) => {
    expect(locationValidity(location)).toMatchObject({
      valid: false,
      kind: 'incorrect-coordinates',
      message: t.incorrectCoordinates,
    });
  });

  it('accepts a bare point (no address, blank, or the coordinates fallback) with a note', () => {
    const point = { latitude: 33.5, longitude: 36.3 };
    for (const address of [undefined, null, '', '   ', coordinatesText(33.5, 36.3)]) {
      expect(locationValidity({ ...point, address })).toEqual({
        valid: true,
        kind: 'coordinates-only',
        message: t.coordinatesOnly,
      });
    }
  });

  it('warns, but accepts, a named place outside the Syrian box', () => {
    const baghdad = { latitude: 33.3152, longitude: 44.3661, address: 'بغداد، العراق' };
    const amman = { latitude: 31.9539, longitude: 35.9106, address: 'عمّان، الأردن' };
    for (const place of [baghdad, amman, { ...babTouma, longitude: 43.01 }]) {
      expect(locationValidity(place)).toMatchObject({ valid: true, kind: 'outside-syria' });
    }
    expect(locationValidity(amman).message).toBe(t.outsideSyria);
  });

  it('confirms a named place inside Syria, edges included', () => {
    expect(locationValidity(babTouma)).toEqual({
      valid: true,
      kind: 'confirmed',
      message: t.confirmed,
    });
    expect(locationValidity({ ...babTouma, latitude: 32, longitude: 43 }).kind).toBe('confirmed');
    expect(locationValidity({ ...babTouma, latitude: 38, longitude: 35 }).kind).toBe('confirmed');
  });
});

describe('isInsideSyria', () => {
  it('uses lat 32-38 and lng 35-43', () => {
    expect(isInsideSyria(36.2, 37.16)).toBe(true);
    expect(isInsideSyria(31.99, 36)).toBe(false);
    expect(isInsideSyria(38.01, 36)).toBe(false);
    expect(isInsideSyria(34, 34.99)).toBe(false);
    expect(isInsideSyria(34, 43.01)).toBe(false);
  });

  it('never calls an address guessed from the nearest area confirmed', () => {
    const guessed = { latitude: 33.5, longitude: 36.25, address: 'المزة، دمشق، سوريا' };
    expect(locationValidity(guessed).kind).toBe('confirmed');
    expect(locationValidity({ ...guessed, approximate: true })).toEqual({
      valid: true,
      kind: 'approximate',
      message: addressText.validity.approximate,
    });
  });
});
