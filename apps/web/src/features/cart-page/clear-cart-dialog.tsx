import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button-styles';

/** Not a buttonStyles variant: a destructive action should look unlike 'continue'. */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600';

/** 'Clear cart' asks first (an alert dialog): one slip should not lose a whole cart. */
export function ClearCartDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t.clear}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          dir="rtl"
          data-dark-scope=""
          className="fixed inset-0 z-50 m-auto flex h-fit w-[calc(100%-2rem)] max-w-sm flex-col gap-3 rounded-card bg-white p-5 text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50"
        >
          <AlertDialog.Title className="text-lg font-bold">{t.clearTitle}</AlertDialog.Title>
          <AlertDialog.Description className="text-neutral-800 dark:text-neutral-200">
            {t.clearQuestion}
          </AlertDialog.Description>
          <div className="mt-2 flex gap-2 [&>*]:flex-1">
            <AlertDialog.Action onClick={onConfirm} className={dangerButton}>
              {t.clearConfirm}
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
