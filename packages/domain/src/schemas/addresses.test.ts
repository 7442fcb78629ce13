import { describe, expect, it } from 'vitest';
import { addressText as m } from '../locales/ar/addresses';
import { ADDRESS_DETAIL_MAX, addressInput } from './addresses';

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'البيت',
  formatted_address: 'شارع بغداد، دمشق، سوريا',
  latitude: 33.52,
  longitude: 36.29,
  ...extra,
});
const messageOf = (extra: Record<string, unknown>) =>
  addressInput.safeParse(body(extra)).error?.issues.map((issue) => issue.message);

describe('addressInput: street, building and floor', () => {
  it('trims them and reads blank or missing ones as null', () => {
    expect(
      addressInput.parse(body({ street: ' شارع بغداد ', building: ' بناء 12 ', floor: '  ' })),
    ).toMatchObject({ street: 'شارع بغداد', building: 'بناء 12', floor: null });
    expect(addressInput.parse(body())).toMatchObject({ street: null, building: null, floor: null });
  });

  it('takes each at its column length, counted after trimming', () => {
    const parsed = addressInput.parse(
      body({
        street: 'ش'.repeat(ADDRESS_DETAIL_MAX.street),
        building: ` ${'ب'.repeat(ADDRESS_DETAIL_MAX.building)} `,
        floor: 'ط'.repeat(ADDRESS_DETAIL_MAX.floor),
      }),
    );
    expect(parsed.building).toHaveLength(100);
    expect(parsed.floor).toHaveLength(50);
  });

  it.each([
    ['street', ADDRESS_DETAIL_MAX.street, m.streetTooLong],
    ['building', ADDRESS_DETAIL_MAX.building, m.buildingTooLong],
    ['floor', ADDRESS_DETAIL_MAX.floor, m.floorTooLong],
  ])('refuses a %s longer than %i with its own Arabic message', (field, max, message) => {
    expect(messageOf({ [field]: 'x'.repeat(max + 1) })).toEqual([message]);
  });
});
