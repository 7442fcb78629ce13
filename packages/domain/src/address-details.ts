import { addressText } from './locales/ar/addresses';

/** The parts of an address a courier reads beyond the map pin; older orders lack the last two. */
export interface AddressDetailParts {
  street?: string | null;
  building?: string | null;
  floor?: string | null;
}

type AddressDetailKey = keyof AddressDetailParts;

export interface AddressDetail {
  key: AddressDetailKey;
  label: string;
  value: string;
}

const order: readonly AddressDetailKey[] = ['street', 'building', 'floor'];

/**
 * Street, building and floor or flat as labelled lines, in the order a courier walks them, the
 * empty ones left out: the address card, checkout's review, the order pages and the store's
 * mail all list the same lines under the same labels.
 */
export function addressDetails(address: AddressDetailParts | null | undefined): AddressDetail[] {
  if (!address) return [];
  return order.flatMap((key) => {
    const value = address[key]?.trim();
    return value ? [{ key, label: addressText.details[key], value }] : [];
  });
}
