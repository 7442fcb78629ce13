import { describe, expect, it } from 'vitest';
import { addressDetails } from './address-details';
import { addressText } from './locales/ar/addresses';

const l = addressText.details;

describe('addressDetails', () => {
  it('lists street, building and floor in walking order with their labels', () => {
    expect(
      addressDetails({ floor: 'الطابق الثالث', street: 'شارع بغداد', building: 'بناء 12' }),
    ).toEqual([
      { key: 'street', label: l.street, value: 'شارع بغداد' },
      { key: 'building', label: l.building, value: 'بناء 12' },
      { key: 'floor', label: l.floor, value: 'الطابق الثالث' },
    ]);
  });

  it('leaves out missing, null and blank parts (orders placed before building and floor)', () => {
    expect(addressDetails({ street: 'شارع بغداد', building: '  ', floor: null })).toEqual([
      { key: 'street', label: l.street, value: 'شارع بغداد' },
    ]);
    expect(addressDetails({ street: null })).toEqual([]);
    expect(addressDetails(null)).toEqual([]);
  });
});
