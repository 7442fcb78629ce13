import type { SavedAddress } from '@souq/domain/schemas/addresses';
import type { AddressRow } from './repository';

/** A saved_addresses row in the API's SavedAddress shape. */
export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    title: row.title,
    formatted_address: row.formattedAddress,
    street: row.street,
    building: row.building,
    floor: row.floor,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_notes: row.deliveryNotes,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
