import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { FulfilmentMethod } from '@souq/domain/orders';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type CheckoutStep, checkoutSteps, isSkipped } from './checkout-steps';

const t = checkoutText.screen;

/**
 * The four steps (spec orders §2), the current one marked; a pickup shows the address as skipped.
 */
export function StepProgress({
  step,
  fulfilment,
}: {
  step: CheckoutStep;
  fulfilment: FulfilmentMethod;
}) {
  const current = checkoutSteps.indexOf(step);
  return (
    <nav aria-label={t.stepsLabel}>
      <p className="sr-only">{t.progress(current + 1, checkoutSteps.length)}</p>
      <ol className="flex items-start gap-1">
        {checkoutSteps.map((name, index) => {
          const done = index < current;
          const skipped = isSkipped(name, fulfilment);
          return (
            <li
              key={name}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'flex flex-1 flex-col items-center gap-1 text-center',
                skipped && 'opacity-50',
              )}
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                  index === current && 'bg-primary-700 text-white',
                  done && !skipped && 'bg-primary-100 text-primary-800',
                  (index > current || skipped) && 'bg-neutral-200 text-neutral-800',
                )}
              >
                {done && !skipped ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-xs font-semibold sm:text-sm',
                  index === current
                    ? 'text-primary-800 dark:text-primary-300'
                    : 'text-neutral-700 dark:text-neutral-300',
                  skipped && 'line-through',
                )}
              >
                {t.steps[name]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
