import type { CartConflict, CartConflictType } from '@souq/domain/cart-conflicts';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { AlertTriangle, Info } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';

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

/**
 * Spec (mobile cart): conflict alerts, each with a 'resolve conflict' button. Several stores or
 * currencies no longer block checkout (each group is its own order, cart-groups.ts): those two
 * keep the spec's words and button but read as a calm note with the explanation.
 */
export function ConflictAlerts({ conflicts, displayOnly, onResolve }: ConflictAlertsProps) {
  if (conflicts.length === 0 && !displayOnly) return null;
  // Several stores and several currencies share one explanation: said once, under the first.
  const explained = conflicts.find((c) => c.type === 'vendor' || c.type === 'currency')?.type;
  return (
    <section id={CONFLICTS_ID} aria-label={t.conflictsLabel} className="flex flex-col gap-2">
      {displayOnly && <Alert text={checkoutText.issues.display_only} />}
      {conflicts.map((conflict) => (
        <Alert
          key={conflict.type}
          text={messages[conflict.type]}
          calm={conflict.type === 'vendor' || conflict.type === 'currency'}
          explain={conflict.type === explained}
        >
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

interface AlertProps {
  text: string;
  /** Not a problem, only how the cart will be ordered: a note, not a red alert. */
  calm?: boolean;
  /** Adds why the cart is several orders (once per list). */
  explain?: boolean;
  children?: React.ReactNode;
}

function Alert({ text, calm = false, explain = false, children }: AlertProps) {
  const Icon = calm ? Info : AlertTriangle;
  return (
    <div
      role={calm ? 'note' : 'alert'}
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-xl border p-3',
        calm
          ? 'border-primary-200 bg-primary-50 text-primary-950 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-50'
          : 'border-danger-300 bg-danger-50 text-danger-950 dark:border-danger-700 dark:bg-danger-950 dark:text-danger-50',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{text}</p>
        {explain && <p>{t.groups.noticeText}</p>}
      </div>
      {children}
    </div>
  );
}
