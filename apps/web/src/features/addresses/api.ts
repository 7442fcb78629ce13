import { paths } from '@souq/domain/paths';
import type { AddressInput, SavedAddress, SavedAddressList } from '@souq/domain/schemas/addresses';
import { http } from '@/lib/http';

/** The saved-addresses calls of the contract (GET/POST /api/me/addresses and by id). */
export function listAddresses(signal?: AbortSignal): Promise<SavedAddressList> {
  return http(paths.api.addresses(), { signal });
}

export function createAddress(input: AddressInput): Promise<SavedAddress> {
  return http(paths.api.addresses(), { method: 'POST', body: input });
}

export function updateAddress(id: string, input: AddressInput): Promise<SavedAddress> {
  return http(paths.api.address(id), { method: 'PUT', body: input });
}

export function deleteAddress(id: string): Promise<void> {
  return http(paths.api.address(id), { method: 'DELETE' });
}

export function setDefaultAddress(id: string): Promise<SavedAddress> {
  return http(paths.api.addressDefault(id), { method: 'PUT' });
}
