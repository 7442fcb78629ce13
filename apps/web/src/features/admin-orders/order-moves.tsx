import { adminOrdersText } from '@souq/domain/locales/ar/admin';
import { ordersText } from '@souq/domain/locales/ar/orders';
import type { OrderStatus } from '@souq/domain/orders';
import { orderNumber } from '@souq/domain/orders';
import { type AdminOrderDetail, adminStatusInput } from '@souq/domain/schemas/admin-orders';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { DetailCard } from '@/features/seller-order-detail/detail-card';
import { ReasonDialog } from '@/features/seller-order-detail/reason-dialog';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useAdminMove } from './api';

const t = adminOrdersText.detail;
/** Moves that end the order look unlike a step forward. */
const ending = (status: OrderStatus) => status === 'cancelled' || status === 'refunded';

/**
 * The operator's moves: one button per status the machine allows from here, each asking the
 * reason the audit log keeps and the customer reads (checked with the API's own schema).
 */
export function OrderMoves({ order }: { order: AdminOrderDetail }) {
  const move = useAdminMove(order.id);
  const [to, setTo] = useState<OrderStatus | null>(null);
  return (
    <DetailCard title={t.moves}>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t.movesHint}</p>
      {order.next_statuses.length === 0 ? (
        <p className="font-semibold">{t.noMoves}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {order.next_statuses.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() => setTo(status)}
              className={buttonStyles({
                variant: ending(status) ? 'outline' : 'primary',
                size: 'sm',
                className: ending(status) ? 'text-danger-700 dark:text-danger-300' : undefined,
              })}
            >
              {t.moveTo(ordersText.status[status])}
            </button>
          ))}
        </div>
      )}
      {to && (
        <ReasonDialog
          title={t.dialogTitle(orderNumber(order.number), ordersText.status[to])}
          text={t.dialogText}
          label={t.reason}
          submitLabel={t.moveTo(ordersText.status[to])}
          tone={ending(to) ? 'danger' : 'primary'}
          busy={move.isPending}
          check={(reason) => {
            const parsed = adminStatusInput.safeParse({ status: to, reason });
            return parsed.success ? undefined : parsed.error.issues[0]?.message;
          }}
          onSubmit={async (reason) => {
            try {
              await move.mutateAsync({ status: to, reason });
              notify.success(t.moved(ordersText.status[to]));
              setTo(null);
              return undefined;
            } catch (error) {
              return apiMessageOf(error) ?? t.failed;
            }
          }}
          onClose={() => setTo(null)}
        />
      )}
    </DetailCard>
  );
}
