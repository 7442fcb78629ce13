import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const t = addressText.deleteDialog;

interface DeleteAddressDialogProps {
  /** The address asked about; null closes the dialog. */
  address: SavedAddress | null;
  onCancel: () => void;
  onConfirm: (address: SavedAddress) => void;
}

/** Spec: deleting asks 'are you sure you want to delete this address?' (an alert dialog). */
export function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t.title}
      description={
        <>
          {t.question}
          {address && <span className="mt-1 block font-semibold">{address.title}</span>}
        </>
      }
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      onConfirm={() => address && onConfirm(address)}
    />
  );
}
