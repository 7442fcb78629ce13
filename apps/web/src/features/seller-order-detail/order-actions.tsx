import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { type OrderStatus, orderNumber } from '@souq/domain/orders';
import { paymentRejectInput, sellerStatusInput } from '@souq/domain/schemas/seller-orders';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { notify } from '@/lib/notify';
import { failureOf, type OrderAction, type SellerOrderDetail, useOrderAction } from './api';
import { DetailCard } from './detail-card';
import { DuplicateReceipt } from './duplicate-receipt';
import { FeeDialog } from './fee-dialog';
import { ProofDialog } from './proof-dialog';
import { ReasonDialog } from './reason-dialog';

const t = sellerOrderDetailText;
type Dialog = 'reject' | 'cancel' | 'fee' | 'proof' | null;

/** The schema's first message for the input, or undefined when the API would take it. */
const firstProblem = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? undefined : parsed.error?.issues[0]?.message;

/**
 * What the store can do with the order now (docs/decisions/017-order-operations.md): check a
 * wallet payment, make the moves the status machine allows it, cancel with a reason, set a
 * delivery fee while accepting, and deliver with a proof photo. One request at a time: every
 * button is disabled while one runs, and a refusal leaves the order as it was on screen.
 */
export function OrderActions({ order }: { order: SellerOrderDetail }) {
  const action = useOrderAction(order.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = action.isPending;

  /** Runs one action; resolves with the failure's message (for a dialog to show) or undefined. */
  const perform = async (input: OrderAction, done: string): Promise<string | undefined> => {
    if (action.isPending) return undefined;
    setFailure(null);
    try {
      await action.mutateAsync(input);
      notify.success(done);
      setDialog(null);
      return undefined;
    } catch (error) {
      return failureOf(error);
    }
  };
  const inline = async (input: OrderAction, done: string) => {
    const problem = await perform(input, done);
    if (problem) {
      setFailure(problem);
      notify.error(problem);
    }
  };

  // Checking the receipt is how a wallet order is accepted: confirming the payment is the
  // pending -> confirmed move, so that move gets no second button while the check waits.
  const awaitingCheck = order.status === 'pending' && order.payment_status === 'awaiting_check';
  const moves = order.next_statuses.filter(
    (status) => status !== 'cancelled' && !(awaitingCheck && status === 'confirmed'),
  );
  // The next step forward stands out; a refund is no step forward, so it never does.
  const primaryMove = awaitingCheck ? undefined : moves.find((status) => status !== 'refunded');
  const canCancel = order.next_statuses.includes('cancelled');
  const canAdjustFee =
    order.delivery_requested && (order.status === 'pending' || order.status === 'confirmed');
  const move = (status: OrderStatus) => {
    if (status === 'delivered' && order.delivery_requested) return setDialog('proof');
    void inline({ kind: 'move', status }, t.done.moved(ordersText.status[status]));
  };
  const nothing = !awaitingCheck && moves.length === 0 && !canCancel && !canAdjustFee;

  return (
    <DetailCard title={t.actions}>
      {awaitingCheck && order.payment_receipt && (
        <p className="flex flex-wrap gap-x-2">
          <span className="text-neutral-700 dark:text-neutral-300">{t.receiptToCheck}</span>
          <bdi dir="ltr" className="font-bold">
            {order.payment_receipt}
          </bdi>
        </p>
      )}
      {awaitingCheck && order.duplicate_receipt && <DuplicateReceipt urgent />}
      {nothing ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t.noActions}</p>
      ) : (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {awaitingCheck && (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => void inline({ kind: 'confirm-payment' }, t.done.paymentConfirmed)}
                className={buttonStyles()}
              >
                {t.confirmPayment}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => setDialog('reject')}
                className={buttonStyles({ variant: 'outline', className: 'text-danger-700' })}
              >
                {t.rejectPayment}
              </button>
            </>
          )}
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              onClick={() => move(status)}
              className={buttonStyles({
                variant: primaryMove === status ? 'primary' : 'outline',
              })}
            >
              {t.moves[status]}
            </button>
          ))}
          {canAdjustFee && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setDialog('fee')}
              className={buttonStyles({ variant: 'outline' })}
            >
              {t.adjustFee}
            </button>
          )}
          {canCancel && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setDialog('cancel')}
              className={buttonStyles({ variant: 'ghost', className: 'text-danger-700' })}
            >
              {t.moves.cancelled}
            </button>
          )}
        </div>
      )}
      {failure && <FormAlert tone="error" message={failure} />}

      {dialog === 'reject' && (
        <ReasonDialog
          title={t.reject.title}
          text={t.reject.text}
          label={t.reject.reason}
          submitLabel={t.reject.submit}
          busy={busy}
          check={(reason) => firstProblem(paymentRejectInput.safeParse({ reason }))}
          onSubmit={(reason) => perform({ kind: 'reject-payment', reason }, t.done.paymentRejected)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <ReasonDialog
          title={t.cancel.title}
          text={t.cancel.text}
          label={t.cancel.reason}
          submitLabel={t.cancel.submit}
          busy={busy}
          check={(reason) =>
            firstProblem(sellerStatusInput.safeParse({ status: 'cancelled', reason }))
          }
          onSubmit={(reason) =>
            perform(
              { kind: 'move', status: 'cancelled', reason },
              t.done.moved(ordersText.status.cancelled),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'fee' && (
        <FeeDialog
          currency={order.currency}
          current={order.delivery_fee}
          busy={busy}
          onSubmit={(deliveryFee, reason) =>
            perform({ kind: 'adjust-fee', deliveryFee, reason }, t.done.feeSaved)
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'proof' && (
        <ProofDialog
          orderNumber={orderNumber(order.number)}
          proofUrl={order.delivery_proof_url}
          busy={busy}
          upload={(photo) => action.mutateAsync({ kind: 'upload-proof', photo })}
          deliver={() =>
            perform(
              { kind: 'move', status: 'delivered' },
              t.done.moved(ordersText.status.delivered),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
    </DetailCard>
  );
}
