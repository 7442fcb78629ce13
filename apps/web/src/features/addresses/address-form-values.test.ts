import { geocodingText } from '@souq/domain/locales/ar/geocoding';
import { addressInput } from '@souq/domain/schemas/addresses';
import { describe, expect, it } from 'vitest';
import { savedAddressFixture } from './address.fixture';
import {
  addressFormValues,
  addressPayload,
  canSubmitAddress,
  pickedFromForm,
  withConfirmedLocation,
} from './address-form-values';

const confirmed = {
  street: 'ساحة القلعة',
  city: 'حلب',
  country: 'سوريا',
  latitude: 36.1993,
  longitude: 37.1627,
  formatted_address: 'ساحة القلعة، حلب، سوريا',
  delivery_notes: '',
};

describe('address form values', () => {
  it('needs a title and an address that are not just spaces (spec discovery §5)', () => {
    const empty = addressFormValues(null);
    expect(canSubmitAddress(empty)).toBe(false);
    expect(canSubmitAddress({ ...empty, title: '  ', formatted_address: 'x' })).toBe(false);
    expect(canSubmitAddress({ ...empty, title: 'البيت', formatted_address: ' ' })).toBe(false);
    expect(canSubmitAddress({ ...empty, title: 'البيت', formatted_address: 'x' })).toBe(true);
  });

  it('copies the picked location in and keeps the old notes when none are new (spec discovery §4)', () => {
    const start = addressFormValues(savedAddressFixture());
    const kept = withConfirmedLocation(start, confirmed);
    expect(kept).toMatchObject({
      city: 'حلب',
      latitude: '36.1993',
      formatted_address: 'ساحة القلعة، حلب، سوريا',
      delivery_notes: 'الطابق الثاني',
    });
    expect(
      withConfirmedLocation(start, { ...confirmed, delivery_notes: 'جديد' }).delivery_notes,
    ).toBe('جديد');
  });

  it('keeps the building and floor through the picker, and a typed street when it found none', () => {
    const typed = {
      ...addressFormValues(null),
      street: 'شارع الثورة',
      building: 'بناء 3',
      floor: 'شقة 8',
    };
    expect(withConfirmedLocation(typed, confirmed)).toMatchObject({
      street: 'ساحة القلعة',
      building: 'بناء 3',
      floor: 'شقة 8',
    });
    const unnamed = { ...confirmed, street: geocodingText.specificLocation };
    expect(withConfirmedLocation(typed, unnamed).street).toBe('شارع الثورة');
    // Spec discovery §5: with nothing typed, the point is 'a specific location on the map'.
    expect(withConfirmedLocation(addressFormValues(null), unnamed).street).toBe(
      geocodingText.specificLocation,
    );
  });

  it('starts from the saved building and floor, and sends blank ones as left out', () => {
    const values = addressFormValues(savedAddressFixture({ building: 'بناء 4', floor: null }));
    expect(values).toMatchObject({ building: 'بناء 4', floor: '' });
    const payload = addressPayload({ ...values, floor: '  ' }, false);
    expect(payload).toMatchObject({ building: 'بناء 4', floor: undefined });
    expect(addressInput.parse(payload)).toMatchObject({ building: 'بناء 4', floor: null });
  });

  it('builds a payload the shared schema accepts, with numbers and the switch', () => {
    const values = withConfirmedLocation(
      { ...addressFormValues(null), title: ' العمل ' },
      confirmed,
    );
    const parsed = addressInput.parse(addressPayload(values, true));
    expect(parsed).toMatchObject({
      title: 'العمل',
      latitude: 36.1993,
      longitude: 37.1627,
      delivery_notes: null,
      is_default: true,
    });
  });

  it('gives the picker a start only once a location is chosen', () => {
    expect(pickedFromForm(addressFormValues(null))).toBeNull();
    expect(pickedFromForm(addressFormValues(savedAddressFixture()))).toMatchObject({
      lat: 33.5131,
      lng: 36.3166,
      city: 'دمشق',
    });
  });
});
