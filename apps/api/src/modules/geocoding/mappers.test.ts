import { findPlace } from '@souq/domain/syria-gazetteer';
import { describe, expect, it } from 'vitest';
import { fromGazetteer, fromNominatim } from './mappers';

const at = { lat: 33.5, lon: 36.3 };

describe('fromNominatim', () => {
  it('names the city through the gazetteer, whatever spelling the service used', () => {
    const place = fromNominatim({
      ...at,
      display_name: 'Baron Street, Aleppo, Syria',
      address: { road: 'Baron Street', city: 'Halab', country: 'Syria' },
    });
    expect(place).toMatchObject({ street: 'Baron Street', city: 'حلب', country: 'Syria' });
  });

  it('keeps an unknown locality as written, else takes the governorate from the state', () => {
    expect(
      fromNominatim({ ...at, display_name: 'x, y', address: { village: 'عين الفيجة' } }).city,
    ).toBe('عين الفيجة');
    expect(
      fromNominatim({ ...at, display_name: 'x, y', address: { state: 'محافظة حمص' } }).city,
    ).toBe('حمص');
  });

  it('falls back to the spec parsing rule when there are no address details', () => {
    expect(fromNominatim({ ...at, display_name: 'شارع النصر، حماة، سوريا' })).toEqual({
      latitude: 33.5,
      longitude: 36.3,
      formatted_address: 'شارع النصر، حماة، سوريا',
      street: null,
      city: 'حماة',
      country: 'سوريا',
      source: 'geocoder',
    });
  });

  it('ignores blank or non-text detail fields and cuts the address at 500 characters', () => {
    const place = fromNominatim({
      ...at,
      display_name: 'ط'.repeat(600),
      address: { road: '  ', house_number: 7, city: ['دمشق'] },
    });
    expect(place.street).toBeNull();
    expect(place.formatted_address).toHaveLength(500);
    expect(place.city).toBe('دمشق');
  });
});

describe('fromGazetteer', () => {
  it('writes a town with its governorate and keeps a given point', () => {
    expect(fromGazetteer(findPlace('Qamishli')!, { latitude: 37, longitude: 41.2 })).toEqual({
      latitude: 37,
      longitude: 41.2,
      formatted_address: 'القامشلي، الحسكة، سوريا',
      street: null,
      city: 'القامشلي',
      country: 'سوريا',
      source: 'gazetteer',
    });
    expect(fromGazetteer(findPlace('Sweida')!).formatted_address).toBe('السويداء، سوريا');
  });
});
