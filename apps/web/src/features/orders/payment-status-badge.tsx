import { paymentStatusText } from '@souq/domain/locales/ar/seller-orders';
import type { PaymentStatus } from '@souq/domain/payment-status';
import { BadgeCheck, Ban, Banknote, CircleCheckBig, Hourglass, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The payment status beside the order status (docs/decisions/017-order-operations.md "Payment
 * status"), for the shopper and the store alike: told apart by icon as much as by colour,
 * each pair at AA contrast.
 */
const styles: Record<PaymentStatus, { icon: typeof Ban; className: string }> = {
  awaiting_check: { icon: Hourglass, className: 'bg-accent-100 text-accent-800' },
  confirmed: { icon: BadgeCheck, className: 'bg-primary-100 text-primary-900' },
  rejected: { icon: XCircle, className: 'bg-danger-50 text-danger-700 ring-1 ring-danger-300' },
  due_on_delivery: {
    icon: Banknote,
    className: 'bg-neutral-100 text-neutral-800 ring-1 ring-neutral-300',
  },
  paid: { icon: CircleCheckBig, className: 'bg-primary-800 text-white' },
  void: { icon: Ban, className: 'bg-neutral-200 text-neutral-800' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { icon: Icon, className } = styles[status];
  return (
    <span
      data-payment-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-3 py-1 text-sm font-bold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {paymentStatusText[status]}
    </span>
  );
}
