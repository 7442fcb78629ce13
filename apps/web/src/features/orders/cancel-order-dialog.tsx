import { ordersText } from '@souq/domain/locales/ar/orders';
import { XCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button-styles';
import { ConfirmDialogContent } from '../../components/ui/confirm-dialog-content';

const t = ordersText.cancel;

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
      <ConfirmDialogContent
        title={t.title}
        description={t.question}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        onConfirm={onConfirm}
      />
    </AlertDialog.Root>
  );
}
