import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { AddressCard } from './address-card';
import { useSetDefaultAddress } from './use-addresses';

interface AddressListProps {
  addresses: SavedAddress[];
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
}

/** The saved addresses in the server's order: the default first, then the newest. */
export function AddressList({ addresses, onEdit, onDelete }: AddressListProps) {
  const setDefault = useSetDefaultAddress();
  return (
    <ul aria-label={addressText.list.title} className="flex flex-col gap-3">
      {addresses.map((address) => (
        <li key={address.id}>
          <AddressCard
            address={address}
            onEdit={() => onEdit(address)}
            onDelete={() => onDelete(address)}
            onSetDefault={() => setDefault.mutate(address.id)}
            settingDefault={setDefault.isPending && setDefault.variables === address.id}
          />
        </li>
      ))}
    </ul>
  );
}
