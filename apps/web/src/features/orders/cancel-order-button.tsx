import { ordersText } from '@souq/domain/locales/ar/orders';
import { XCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrder } from './use-cancel-order';

const t = ordersText.cancel;

/**
 * The customer's one move: cancel a pending order. It asks first, since it cannot be undone
 * (spec orders §4: the customer may cancel while pending).
 */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={cancel.isPending}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <XCircle aria-hidden="true" className="size-4" />
          {t.button}
        </button>
      }
      title={t.title}
      description={t.question}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      onConfirm={() => cancel.mutate(orderId)}
    />
  );
}
