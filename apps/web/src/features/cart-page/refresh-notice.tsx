import type { RefreshChange } from '@souq/domain/cart-refresh';
import { cartPageText } from '@souq/domain/locales/ar/cart';
import { formatPrice } from '@souq/domain/money';
import { Info, X } from 'lucide-react';

const t = cartPageText.refresh;

function describe(change: RefreshChange): string {
  switch (change.kind) {
    case 'price':
      return t.priceChanged(
        change.name,
        formatPrice(change.from, change.currency),
        formatPrice(change.to, change.currency),
      );
    case 'quantity':
      return t.quantityReduced(change.name, change.quantity);
    case 'unavailable':
      return t.unavailable(change.name);
  }
}

/** What the opening check changed in the cart (new prices, lower stock, gone products). */
export function RefreshNotice({
  changes,
  onDismiss,
}: {
  changes: readonly RefreshChange[];
  onDismiss: () => void;
}) {
  if (changes.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-xl border border-accent-300 bg-accent-50 p-3 text-neutral-900 dark:border-accent-700 dark:bg-neutral-900 dark:text-neutral-50"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t.title}</p>
        <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
          {changes.map((change) => (
            <li key={`${change.kind}-${change.name}`}>{describe(change)}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={cartPageText.close}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-accent-100 dark:hover:bg-neutral-800"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
