import type { CartIssue } from '@souq/domain/checkout';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { AlertTriangle } from 'lucide-react';

export const ISSUES_ID = 'cart-issues';

/** Spec orders §5: each reason the cart cannot go to checkout, in the spec's words. */
export function ReadinessIssues({
  issues,
  id = ISSUES_ID,
}: {
  issues: readonly CartIssue[];
  /** Each cart group has its own list, which its checkout button points at. */
  id?: string;
}) {
  if (issues.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-xl border border-danger-300 bg-danger-50 p-3 text-danger-950 dark:border-danger-700 dark:bg-danger-950 dark:text-danger-50"
    >
      <p className="flex items-center gap-2 font-bold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {checkoutText.cannotComplete}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
        {issues.map((issue) => (
          <li key={issue}>{checkoutText.issues[issue]}</li>
        ))}
      </ul>
    </div>
  );
}
