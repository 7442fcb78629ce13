import type { CartConflict, CartConflictType } from '@souq/domain/cart-conflicts';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { AlertTriangle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

export const CONFLICTS_ID = 'cart-conflicts';

/** Each conflict in the spec's cart-issue words (spec orders §5). */
const messages: Record<CartConflictType, string> = {
  vendor: checkoutText.issues.multiple_vendors,
  currency: checkoutText.issues.multiple_currencies,
  payment: checkoutText.issues.no_payment,
  fulfillment: checkoutText.issues.no_fulfilment,
};

interface ConflictAlertsProps {
  conflicts: readonly CartConflict[];
  /** Display-only lines cannot be resolved by a choice, only removed: a plain alert. */
  displayOnly: boolean;
  onResolve: (type: CartConflictType) => void;
}

/** Spec (mobile cart): conflict alerts, each with a 'resolve conflict' button. */
export function ConflictAlerts({ conflicts, displayOnly, onResolve }: ConflictAlertsProps) {
  if (conflicts.length === 0 && !displayOnly) return null;
  return (
    <section id={CONFLICTS_ID} aria-label={t.conflictsLabel} className="flex flex-col gap-2">
      {displayOnly && <Alert text={checkoutText.issues.display_only} />}
      {conflicts.map((conflict) => (
        <Alert key={conflict.type} text={messages[conflict.type]}>
          <button
            type="button"
            onClick={() => onResolve(conflict.type)}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            {t.resolveConflict}
          </button>
        </Alert>
      ))}
    </section>
  );
}

function Alert({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-danger-300 bg-danger-50 p-3 text-danger-950 dark:border-danger-700 dark:bg-danger-950 dark:text-danger-50"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 text-sm font-semibold">{text}</p>
      {children}
    </div>
  );
}
