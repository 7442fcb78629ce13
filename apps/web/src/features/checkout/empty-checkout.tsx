import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

const t = checkoutText.screen;

/** Spec §2: an empty cart at checkout says so and links to the products. */
export function EmptyCheckout({ productsHref }: { productsHref: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-neutral-300 bg-white px-4 py-12 text-center dark:border-neutral-700 dark:bg-neutral-900">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <p className="text-lg font-bold text-neutral-900 dark:text-neutral-50">{t.emptyTitle}</p>
      <p className="max-w-sm text-neutral-700 dark:text-neutral-300">{t.emptyText}</p>
      <Link to={productsHref} className={buttonStyles({ className: 'mt-2' })}>
        {t.browseProducts}
      </Link>
    </div>
  );
}
