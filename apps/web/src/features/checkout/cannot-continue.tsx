import type { CartIssue } from '@souq/domain/checkout';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { AlertTriangle, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';

const t = checkoutText.screen;

/** Spec orders §2: a cart that cannot proceed lists its issues and leads back to the cart. */
export function CannotContinue({ issues }: { issues: readonly CartIssue[] }) {
  const paths = useShopperPaths();
  return (
    <section
      aria-labelledby="cannot-continue-title"
      className="flex flex-col items-start gap-3 rounded-card border border-danger-300 bg-danger-50 p-5 text-danger-950 dark:border-danger-700 dark:bg-danger-950 dark:text-danger-50"
    >
      <h2 id="cannot-continue-title" className="flex items-center gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="size-6 shrink-0" />
        {t.cannotContinueTitle}
      </h2>
      <p>{t.cannotContinueText}</p>
      <ul className="list-disc space-y-1 ps-6">
        {issues.map((issue) => (
          <li key={issue}>{checkoutText.issues[issue]}</li>
        ))}
      </ul>
      <Link to={paths.cart()} className={buttonStyles({ className: 'mt-2' })}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t.backToCart}
      </Link>
    </section>
  );
}
