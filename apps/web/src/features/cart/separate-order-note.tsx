import { separateOrderReason } from '@souq/domain/cart-groups';
import { cartText } from '@souq/domain/locales/ar/cart';
import { Info } from 'lucide-react';
import { useCart } from './use-cart';

interface SeparateOrderNoteProps {
  vendorId: string;
  currency: string;
}

/**
 * Said before adding, calmly: this item starts a new group of the cart (another store, or the
 * same store's other currency), so it will be its own order (cart-groups.ts).
 */
export function SeparateOrderNote({ vendorId, currency }: SeparateOrderNoteProps) {
  const { items } = useCart();
  const reason = separateOrderReason(items, { vendorId, currency });
  if (!reason) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-xl border border-primary-200 bg-primary-50 p-3 text-sm text-primary-950 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-50"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="block">{cartText.separateOrder.title}</strong>
        {cartText.separateOrder[reason]}
      </span>
    </p>
  );
}
