import { coordinatesText } from '@souq/domain/address-parsing';
import { describe, expect, it } from 'vitest';
import { confirmLocation, pickedFromCoordinates, pickedFromPlace } from './picked-location';

describe('confirmLocation', () => {
  it("keeps the geocoder's parts and the exact point chosen", () => {
    const place = {
      latitude: 33.5,
      longitude: 36.24,
      formatted_address: 'أوتوستراد المزة، دمشق، سوريا',
      street: 'أوتوستراد المزة',
      city: null,
      country: 'سوريا',
      source: 'geocoder' as const,
    };
    const picked = pickedFromPlace(place, { lat: 33.501, lng: 36.241 });
    expect(confirmLocation(picked, '  قرب الجامع  ')).toEqual({
      street: 'أوتوستراد المزة',
      city: 'دمشق',
      country: 'سوريا',
      latitude: 33.501,
      longitude: 36.241,
      formatted_address: 'أوتوستراد المزة، دمشق، سوريا',
      delivery_notes: 'قرب الجامع',
    });
  });

  it('reads a bare coordinates fallback as a specific point in Syria', () => {
    const result = confirmLocation(pickedFromCoordinates(35.1, 38.2), '');
    expect(result.formatted_address).toBe(coordinatesText(35.1, 38.2));
    expect(result).toMatchObject({
      street: 'موقع محدد على الخريطة',
      city: 'دمشق',
      country: 'Syria',
    });
  });

  it('marks an address named from the offline gazetteer as approximate', () => {
    const base = {
      latitude: 33.5,
      longitude: 36.25,
      formatted_address: 'المزة، دمشق، سوريا',
      street: null,
      city: 'دمشق',
      country: 'سوريا',
    };
    expect(pickedFromPlace({ ...base, source: 'gazetteer' }).approximate).toBe(true);
    expect(pickedFromPlace({ ...base, source: 'geocoder' }).approximate).toBe(false);
  });
});
