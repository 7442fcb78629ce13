import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button-styles';

const t = addressText.deleteDialog;
/** Not a variant of buttonStyles: a destructive action is rare and should look unlike 'save'. */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600';

interface DeleteAddressDialogProps {
  /** The address asked about; null closes the dialog. */
  address: SavedAddress | null;
  onCancel: () => void;
  onConfirm: (address: SavedAddress) => void;
}

/** Spec: deleting asks 'are you sure you want to delete this address?' (an alert dialog). */
export function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <AlertDialog.Root open={address !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          dir="rtl"
          data-dark-scope=""
          className="fixed inset-0 z-50 m-auto flex h-fit w-[calc(100%-2rem)] max-w-sm flex-col gap-3 rounded-card bg-white p-5 text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50"
        >
          <AlertDialog.Title className="text-lg font-bold">{t.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-neutral-800 dark:text-neutral-200">
            {t.question}
            {address && <span className="mt-1 block font-semibold">{address.title}</span>}
          </AlertDialog.Description>
          <div className="mt-2 flex gap-2 [&>*]:flex-1">
            <AlertDialog.Action
              onClick={() => address && onConfirm(address)}
              className={dangerButton}
            >
              {t.confirm}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })}>
              {t.cancel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
