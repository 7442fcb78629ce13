import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { latinDigits } from '@/lib/latin-digits';

export interface EditProfileValues {
  name: string;
  phone: string;
  address: string;
  formatted_address: string;
  delivery_notes: string;
  latitude: string;
  longitude: string;
}

/** The form starts from the shopper's saved profile. */
export function editProfileValues(user: CurrentUser): EditProfileValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    address: user.address ?? '',
    formatted_address: user.formatted_address ?? '',
    delivery_notes: user.delivery_notes ?? '',
    latitude: user.latitude == null ? '' : String(user.latitude),
    longitude: user.longitude == null ? '' : String(user.longitude),
  };
}

/**
 * What goes to updateProfileInput: spec orders §5, latitude and longitude only when both are
 * filled (decimals, Arabic-Indic digits accepted). With just one filled it is passed on
 * alone, so the shared schema reports 'enter both' instead of the value vanishing.
 */
export function editProfilePayload(values: EditProfileValues) {
  const { latitude, longitude, ...rest } = values;
  const lat = latinDigits(latitude.trim());
  const lng = latinDigits(longitude.trim());
  return {
    ...rest,
    phone: latinDigits(rest.phone),
    ...(lat ? { latitude: lat } : {}),
    ...(lng ? { longitude: lng } : {}),
  };
}
