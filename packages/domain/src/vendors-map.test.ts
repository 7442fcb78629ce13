import { describe, expect, it } from 'vitest';
import {
  ALL,
  defaultVendorMapFilters,
  filterVendors,
  type MapVendorInput,
  nearMeFilters,
  placeVendors,
  sameCityFilters,
  sortVendors,
  vendorCategories,
  vendorCities,
  visibleVendors,
} from './vendors-map';

function vendor(over: Partial<MapVendorInput> & { id: string }): MapVendorInput {
  return {
    vendor_name: over.id,
    formatted_address: null,
    city: null,
    phone_number: null,
    latitude: 33.5,
    longitude: 36.3,
    delivery_radius_km: 10,
    total_products: 0,
    product_categories: [],
    ...over,
  };
}

const damascusUser = { latitude: 33.5138, longitude: 36.2765 };
const vendors = [
  vendor({
    id: 'souq',
    vendor_name: 'عطارة البزورية',
    formatted_address: 'سوق البزورية، دمشق',
    city: 'دمشق',
    latitude: 33.5103,
    longitude: 36.3049,
    delivery_radius_km: 8,
    total_products: 5,
    product_categories: ['أغذية'],
  }),
  vendor({
    id: 'aleppo',
    vendor_name: 'مصبنة الغار الحلبي',
    formatted_address: 'المدينة القديمة، حلب',
    city: 'حلب',
    latitude: 36.1988,
    longitude: 37.1573,
    delivery_radius_km: 500,
    total_products: 9,
    product_categories: ['تجميل', 'أغذية'],
  }),
  vendor({
    id: 'homs',
    vendor_name: 'بيت الحمصي',
    city: 'حمص',
    latitude: 34.7268,
    longitude: 36.7061,
    delivery_radius_km: 14,
    total_products: 1,
    product_categories: ['منزل'],
  }),
  vendor({ id: 'broken', vendor_name: 'آ بلا موقع', latitude: null, longitude: 36 }),
  vendor({ id: 'nowhere', vendor_name: 'آ خارج', latitude: 95, longitude: 36 }),
];
const ids = (list: readonly { id: string }[]) => list.map((v) => v.id);

describe('placeVendors', () => {
  it('excludes invalid coordinates and adds the distance only with a location', () => {
    expect(ids(placeVendors(vendors, null))).toEqual(['souq', 'aleppo', 'homs']);
    expect(placeVendors(vendors, null)[0]?.distance_km).toBeNull();
    const [souq] = placeVendors(vendors, damascusUser);
    expect(souq?.distance_km).toBeGreaterThan(2);
    expect(souq?.distance_km).toBeLessThan(3);
  });
});

describe('filterVendors', () => {
  const placed = placeVendors(vendors, damascusUser);
  const filter = (over: Partial<typeof defaultVendorMapFilters>, user = damascusUser) =>
    ids(filterVendors(placed, { ...defaultVendorMapFilters, ...over }, user));

  it('keeps everything by default', () => {
    expect(filter({})).toEqual(['souq', 'aleppo', 'homs']);
  });

  it('searches name or address with Arabic normalisation', () => {
    expect(filter({ search: 'عطاره' })).toEqual(['souq']);
    expect(filter({ search: 'البزوريه' })).toEqual(['souq']);
    expect(filter({ search: 'حلب' })).toEqual(['aleppo']);
    expect(filter({ search: 'ألغار' })).toEqual(['aleppo']);
    expect(filter({ search: 'لا يوجد' })).toEqual([]);
  });

  it('filters by category and by city', () => {
    expect(filter({ category: 'أغذية' })).toEqual(['souq', 'aleppo']);
    expect(filter({ city: 'حمص' })).toEqual(['homs']);
    expect(filter({ city: 'حلب', category: 'منزل' })).toEqual([]);
  });

  it('turbo zone keeps vendors whose delivery radius covers the shopper, none without location', () => {
    // souq is 2.7 km away with an 8 km radius; aleppo 300 km away delivers 500 km; homs does not
    expect(filter({ turboOnly: true })).toEqual(['souq', 'aleppo']);
    const homsUser = { latitude: 34.73, longitude: 36.71 };
    expect(filter({ turboOnly: true }, homsUser)).toEqual(['aleppo', 'homs']);
    expect(
      ids(filterVendors(placed, { ...defaultVendorMapFilters, turboOnly: true }, null)),
    ).toEqual([]);
  });
});

describe('sortVendors', () => {
  it('sorts by name in Arabic collation', () => {
    const names = ['ياسمين', 'أمل', 'بيت', 'ءالف', 'تمر'];
    const list = placeVendors(
      names.map((name) => vendor({ id: name, vendor_name: name })),
      null,
    );
    const sorted = sortVendors(list, 'name').map((v) => v.vendor_name);
    expect(sorted).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(sorted.at(-1)).toBe('ياسمين');
    expect(sorted.indexOf('بيت')).toBeLessThan(sorted.indexOf('تمر'));
  });

  it('sorts by distance only with a location, nearest first', () => {
    expect(ids(sortVendors(placeVendors(vendors, damascusUser), 'distance'))).toEqual([
      'souq',
      'homs',
      'aleppo',
    ]);
    // without a location it falls back to the name order
    expect(ids(sortVendors(placeVendors(vendors, null), 'distance'))).toEqual(
      ids(sortVendors(placeVendors(vendors, null), 'name')),
    );
  });

  it('sorts by products count, most first', () => {
    expect(ids(sortVendors(placeVendors(vendors, null), 'products'))).toEqual([
      'aleppo',
      'souq',
      'homs',
    ]);
  });
});

describe('near me and same city', () => {
  it('near me sorts by distance and clears city and category, keeping search', () => {
    const before = { ...defaultVendorMapFilters, search: 'س', city: 'حلب', category: 'أغذية' };
    expect(nearMeFilters(before)).toEqual({
      ...before,
      city: ALL,
      category: ALL,
      sort: 'distance',
    });
  });

  it("same city takes the nearest vendor's city and sorts by distance", () => {
    const homsUser = { latitude: 34.73, longitude: 36.71 };
    const next = sameCityFilters(placeVendors(vendors, homsUser), defaultVendorMapFilters);
    expect(next).toEqual({ ...defaultVendorMapFilters, city: 'حمص', sort: 'distance' });
    expect(ids(visibleVendors(vendors, next ?? defaultVendorMapFilters, homsUser))).toEqual([
      'homs',
    ]);
  });

  it('same city needs a location', () => {
    expect(sameCityFilters(placeVendors(vendors, null), defaultVendorMapFilters)).toBeNull();
  });
});

describe('cities and categories', () => {
  it('lists cities and product categories once each, in Arabic order', () => {
    expect(vendorCities(vendors)).toEqual(['حلب', 'حمص', 'دمشق']);
    expect(vendorCategories(vendors)).toEqual(['أغذية', 'تجميل', 'منزل']);
  });
});
