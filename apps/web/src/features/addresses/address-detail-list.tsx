import { type AddressDetailParts, addressDetails } from '@souq/domain/address-details';

/**
 * Street, building and floor as short labelled pairs that wrap on narrow cards; nothing when
 * none is known.
 */
export function AddressDetailList({ address }: { address: AddressDetailParts }) {
  const details = addressDetails(address);
  if (details.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-800 dark:text-neutral-200">
      {details.map((detail) => (
        <div key={detail.key} className="flex min-w-0 gap-1">
          <dt className="font-semibold">{detail.label}:</dt>
          <dd className="min-w-0 break-words">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
