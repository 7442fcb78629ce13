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
