import type { AdminStore, StoreStatus } from '@souq/domain/schemas/seller-store';
import type { AdminStoreRow } from './repository';

export function toAdminStore(row: AdminStoreRow): AdminStore {
  return {
    id: row.id,
    status: row.status as StoreStatus,
    status_reason: row.statusReason,
    applied_at: row.appliedAt.toISOString(),
    vendor_name: row.vendorName,
    description: row.description,
    phone_number: row.phoneNumber,
    city: row.city,
    formatted_address: row.formattedAddress,
    latitude: row.latitude,
    longitude: row.longitude,
    owner_email: row.ownerEmail,
    owner_name: row.ownerName,
    product_count: row.productCount,
    updated_at: row.updatedAt.toISOString(),
  };
}
