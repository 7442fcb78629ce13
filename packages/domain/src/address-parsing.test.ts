import { describe, expect, it } from 'vitest';
import {
  COORDINATES_MARKER,
  coordinatesText,
  hasCoordinatesMarker,
  isSyria,
  parseFormattedAddress,
  UNKNOWN_CITY,
} from './address-parsing';

const SPECIFIC = 'موقع محدد على الخريطة';

describe('parseFormattedAddress', () => {
  it('reads street, governorate city and country from an Arabic address', () => {
    expect(parseFormattedAddress('شارع بغداد، الصالحية، دمشق، سوريا')).toEqual({
      street: 'شارع بغداد',
      city: 'دمشق',
      country: 'سوريا',
    });
  });

  it('recognises English names and gives the city its Arabic name', () => {
    expect(parseFormattedAddress('Baron Street, Aleppo, Syria')).toEqual({
      street: 'Baron Street',
      city: 'حلب',
      country: 'Syria',
    });
  });

  it.each([
    ['Main Road, Deir Ezzor, Syria', 'دير الزور'],
    ['Main Road, Al-Hasakah, Syria', 'الحسكة'],
    ['Main Road, Sweida, Syria', 'السويداء'],
    ['Main Road, Rural Damascus, Syria', 'ريف دمشق'],
    ['طريق عام، محافظة حماة، سوريا', 'حماة'],
    ['طريق عام, ادلب, سوريا', 'إدلب'],
    ['Corniche, Lattakia Governorate, 12345, Syria', 'اللاذقية'],
    ['شارع الثورة، دمشق القديمة، سوريا', 'دمشق'],
  ])('%s -> city %s', (address, city) => {
    expect(parseFormattedAddress(address).city).toBe(city);
  });

  it('prefers the governorate near the country over a street named after another city', () => {
    expect(parseFormattedAddress('شارع حلب، المزة، دمشق، سوريا').city).toBe('دمشق');
    expect(parseFormattedAddress('Homs Street, Mezzeh, Damascus, Syria').city).toBe('دمشق');
  });

  it('defaults the city to Damascus in Syria and Unknown City elsewhere', () => {
    expect(parseFormattedAddress('شارع الجامعة، المزة، سوريا').city).toBe('دمشق');
    expect(parseFormattedAddress('Hamra Street, Beirut, Lebanon')).toEqual({
      street: 'Hamra Street',
      city: UNKNOWN_CITY,
      country: 'Lebanon',
    });
  });

  it('turns an empty street into a specific location on the map', () => {
    expect(parseFormattedAddress('، حمص، سوريا')).toEqual({
      street: SPECIFIC,
      city: 'حمص',
      country: 'سوريا',
    });
    expect(parseFormattedAddress('   , Homs, Syria').street).toBe(SPECIFIC);
  });

  it('reads a one-part address as a street in Syria', () => {
    expect(parseFormattedAddress('حلب')).toEqual({ street: 'حلب', city: 'حلب', country: 'Syria' });
    expect(parseFormattedAddress('ساحة المرجة')).toEqual({
      street: 'ساحة المرجة',
      city: 'دمشق',
      country: 'Syria',
    });
  });

  it('handles empty, missing and comma-only input', () => {
    const nowhere = { street: SPECIFIC, city: 'دمشق', country: 'Syria' };
    expect(parseFormattedAddress('')).toEqual(nowhere);
    expect(parseFormattedAddress(null)).toEqual(nowhere);
    expect(parseFormattedAddress(undefined)).toEqual(nowhere);
    expect(parseFormattedAddress(' ، , ')).toEqual(nowhere);
    expect(parseFormattedAddress('Street, Homs,').country).toBe('Syria');
  });

  it('reads the coordinates fallback as an unnamed point, not as street and country', () => {
    expect(parseFormattedAddress(coordinatesText(35.1318, 36.7578))).toEqual({
      street: SPECIFIC,
      city: 'دمشق',
      country: 'Syria',
    });
  });
});

describe('coordinatesText', () => {
  it('writes 6 decimals with Latin digits and the coordinates marker', () => {
    expect(coordinatesText(33.5138, 36.2765)).toBe('33.513800, 36.276500 (الإحداثيات)');
    expect(coordinatesText(-0.0000004, 179.9999996)).toBe('0.000000, 180.000000 (الإحداثيات)');
    expect(COORDINATES_MARKER).toBe('(الإحداثيات)');
  });

  it('is recognised by hasCoordinatesMarker, a real address is not', () => {
    expect(hasCoordinatesMarker(coordinatesText(1, 2))).toBe(true);
    expect(hasCoordinatesMarker('شارع بغداد، دمشق')).toBe(false);
    expect(hasCoordinatesMarker(null)).toBe(false);
  });
});

describe('isSyria', () => {
  it.each([
    'Syria',
    'syria',
    'سوريا',
    'سورية',
    'الجمهورية العربية السورية',
    'Syrian Arab Republic',
  ])('%s is Syria', (name) => expect(isSyria(name)).toBe(true));

  it('is false for other countries', () => {
    expect(isSyria('Lebanon')).toBe(false);
    expect(isSyria('')).toBe(false);
  });
});
