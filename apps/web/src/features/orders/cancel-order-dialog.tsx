import { ordersText } from '@souq/domain/locales/ar/orders';
import { XCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button-styles';

const t = ordersText.cancel;
/** Not a buttonStyles variant: cancelling should look unlike the safe choice. */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600 disabled:opacity-60';

/** 'Cancel order' asks first: it cannot be undone (spec: the customer may cancel while pending). */
export function CancelOrderDialog({ onConfirm, busy }: { onConfirm: () => void; busy: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={busy}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        <XCircle aria-hidden="true" className="size-4" />
        {t.button}
      </AlertDialog.Trigger>
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
          </AlertDialog.Description>
          <div className="mt-2 flex gap-2 [&>*]:flex-1">
            <AlertDialog.Action onClick={onConfirm} className={dangerButton}>
              {t.confirm}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })}>
              {t.keep}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
