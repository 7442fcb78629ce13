import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { TriangleAlert } from 'lucide-react';

/**
 * The same receipt number on two of the store's wallet orders is the classic sign of a fake
 * transfer. `urgent` where the store is about to confirm the payment: announced at once.
 */
export function DuplicateReceipt({ urgent = false }: { urgent?: boolean }) {
  return (
    <p
      role={urgent ? 'alert' : undefined}
      className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 font-semibold text-danger-700 dark:bg-danger-950 dark:text-danger-300"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {sellerOrderDetailText.duplicateReceipt}
    </p>
  );
}
