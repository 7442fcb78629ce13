import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';

interface EmptyCartText {
  emptyTitle: string;
  emptyText: string;
  browseProducts: string;
}

/**
 * An empty cart: say so and offer the products list of the current route tree. Checkout
 * shows the same card with its own words.
 */
export function EmptyCart({ text = t }: { text?: EmptyCartText }) {
  const paths = useShopperPaths();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-neutral-300 bg-white px-4 py-12 text-center dark:border-neutral-700 dark:bg-neutral-900">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <ShoppingCart aria-hidden="true" className="size-8" />
      </span>
      <p className="text-lg font-bold text-neutral-900 dark:text-neutral-50">{text.emptyTitle}</p>
      <p className="max-w-sm text-neutral-700 dark:text-neutral-300">{text.emptyText}</p>
      <Link to={paths.products()} className={buttonStyles({ className: 'mt-2' })}>
        {text.browseProducts}
      </Link>
    </div>
  );
}
