import type { CurrencyTotal } from '@souq/domain/cart-summary';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { formatMoney } from '@souq/domain/money';
import { ContinueButton } from './continue-button';

interface MobileSummaryBarProps {
  subtotals: readonly CurrencyTotal[];
  ready: boolean;
  reasonId: string;
}

/**
 * The total and 'continue', pinned just above the bottom navigation (h-16) so they stay in
 * reach while the shopper scrolls the lines. The screen leaves room for it at its end.
 */
export function MobileSummaryBar({ subtotals, ready, reasonId }: MobileSummaryBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-[calc(4rem+var(--spacing-safe-bottom))] z-30 border-t border-neutral-200 bg-white shadow-raised dark:border-neutral-700 dark:bg-neutral-900">
      <div className="mx-auto flex max-w-screen-sm items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-neutral-700 dark:text-neutral-300">{t.total}</p>
          {subtotals.map(({ currency, total }) => (
            <p
              key={currency}
              className="truncate font-extrabold text-primary-800 dark:text-primary-300"
            >
              {formatMoney(total, currency)}
            </p>
          ))}
        </div>
        <ContinueButton ready={ready} reasonId={reasonId} />
      </div>
    </div>
  );
}
