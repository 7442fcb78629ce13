import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button-styles';
import { ConfirmDialogContent } from '../../components/ui/confirm-dialog-content';

/** 'Clear cart' asks first (an alert dialog): one slip should not lose a whole cart. */
export function ClearCartDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t.clear}
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={t.clearTitle}
        description={t.clearQuestion}
        confirmLabel={t.clearConfirm}
        cancelLabel={t.cancel}
        onConfirm={onConfirm}
      />
    </AlertDialog.Root>
  );
}
