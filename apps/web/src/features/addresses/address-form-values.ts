import { geocodingText } from '@souq/domain/locales/ar/geocoding';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import type { ConfirmedLocation, PickedLocation } from '@/features/location-picker/picked-location';

/** What address parsing names a point without a street (spec discovery §5). */
const NO_STREET = geocodingText.specificLocation;

/** The address form's text state; coordinates as text until the schema reads them. */
export interface AddressFormValues {
  title: string;
  formatted_address: string;
  street: string;
  building: string;
  floor: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  delivery_notes: string;
}

/** A new address starts empty; editing starts from the saved one. */
export function addressFormValues(address: SavedAddress | null): AddressFormValues {
  return {
    title: address?.title ?? '',
    formatted_address: address?.formatted_address ?? '',
    street: address?.street ?? '',
    building: address?.building ?? '',
    floor: address?.floor ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
    latitude: address ? String(address.latitude) : '',
    longitude: address ? String(address.longitude) : '',
    delivery_notes: address?.delivery_notes ?? '',
  };
}

/** What addressInput validates: numbers for coordinates, the switch, empty parts left out. */
export function addressPayload(values: AddressFormValues, isDefault: boolean) {
  const optional = (text: string) => text.trim() || undefined;
  return {
    title: values.title,
    formatted_address: values.formatted_address,
    street: optional(values.street),
    building: optional(values.building),
    floor: optional(values.floor),
    city: optional(values.city),
    country: optional(values.country),
    latitude: values.latitude === '' ? undefined : Number(values.latitude),
    longitude: values.longitude === '' ? undefined : Number(values.longitude),
    delivery_notes: optional(values.delivery_notes),
    is_default: isDefault,
  };
}

/** Spec discovery §5: submit needs a title and a chosen address, both non-empty once trimmed. */
export function canSubmitAddress(values: AddressFormValues): boolean {
  return values.title.trim() !== '' && values.formatted_address.trim() !== '';
}

/** The form's location as the picker's starting point (none before one is chosen). */
export function pickedFromForm(values: AddressFormValues): PickedLocation | null {
  if (!values.formatted_address || values.latitude === '' || values.longitude === '') return null;
  return {
    lat: Number(values.latitude),
    lng: Number(values.longitude),
    address: values.formatted_address,
    street: values.street || null,
    city: values.city || null,
    country: values.country || null,
  };
}

/**
 * Spec discovery §4: the picker's result goes into the form; old notes stay when none are new.
 * The building and floor the shopper typed stay: no map knows them. A street the shopper typed
 * also stays when the picker found none (its 'specific location on the map' stands for no street).
 */
export function withConfirmedLocation(
  values: AddressFormValues,
  result: ConfirmedLocation,
): AddressFormValues {
  const noStreetFound = result.street === NO_STREET;
  return {
    ...values,
    street: noStreetFound && values.street.trim() ? values.street : result.street,
    city: result.city,
    country: result.country,
    latitude: String(result.latitude),
    longitude: String(result.longitude),
    formatted_address: result.formatted_address,
    delivery_notes: result.delivery_notes || values.delivery_notes,
  };
}
