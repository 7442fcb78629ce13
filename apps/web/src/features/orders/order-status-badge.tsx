import { ordersText } from '@souq/domain/locales/ar/orders';
import { type OrderStatus, orderStatuses } from '@souq/domain/orders';
import {
  BadgeCheck,
  CircleCheckBig,
  CircleHelp,
  Clock,
  CookingPot,
  PackageCheck,
  RotateCcw,
  Truck,
  XCircle,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Spec orders §4: each status has its own colour and icon. The app's palette has four hues, so
 * statuses differ by icon as much as by colour, and each pair keeps AA contrast.
 */
const styles: Record<OrderStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'bg-accent-100 text-accent-800' },
  confirmed: {
    icon: BadgeCheck,
    className: 'bg-primary-50 text-primary-800 ring-1 ring-primary-300',
  },
  preparing: { icon: CookingPot, className: 'bg-accent-50 text-accent-800 ring-1 ring-accent-300' },
  ready_for_pickup: { icon: PackageCheck, className: 'bg-primary-100 text-primary-900' },
  out_for_delivery: { icon: Truck, className: 'bg-primary-700 text-white' },
  delivered: { icon: CircleCheckBig, className: 'bg-primary-800 text-white' },
  cancelled: { icon: XCircle, className: 'bg-danger-50 text-danger-700 ring-1 ring-danger-300' },
  refunded: { icon: RotateCcw, className: 'bg-neutral-200 text-neutral-800' },
};
const unknownStyle = { icon: CircleHelp, className: 'bg-neutral-100 text-neutral-800' };

const isKnown = (status: string): status is OrderStatus =>
  (orderStatuses as readonly string[]).includes(status);

/** An unknown status (a newer server) shows its raw value with the default style. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = isKnown(status);
  const { icon: Icon, className } = known ? styles[status] : unknownStyle;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-3 py-1 text-sm font-bold',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-4', status === 'out_for_delivery' && 'rtl:-scale-x-100')}
      />
      {known ? ordersText.status[status] : status}
    </span>
  );
}
