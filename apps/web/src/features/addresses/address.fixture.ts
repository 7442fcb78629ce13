import type { SavedAddress } from '@souq/domain/schemas/addresses';

/** A saved address as the API returns it, for component tests. */
export function savedAddressFixture(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: '7d7e3f51-2c1a-4b8e-9a55-0c6f2f1b8a01',
    title: 'المنزل',
    formatted_address: 'شارع باب توما، دمشق، سوريا',
    street: 'شارع باب توما',
    building: null,
    floor: null,
    city: 'دمشق',
    country: 'سوريا',
    latitude: 33.5131,
    longitude: 36.3166,
    delivery_notes: 'الطابق الثاني',
    is_default: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
