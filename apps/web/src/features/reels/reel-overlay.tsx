import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { reelsText } from '@souq/domain/locales/ar/reels';
import { formatPrice } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { ExternalLink, ShoppingCart, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';

interface ReelOverlayProps {
  product: Product;
  onAdd: (product: Product) => void;
}

/** Over the active video: what it is, its price and shop, and the two ways to act on it. */
export function ReelOverlay({ product, onAdd }: ReelOverlayProps) {
  const paths = useShopperPaths();
  return (
    <div className="on-dark absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-gradient-to-t from-black/85 via-black/55 to-transparent p-4 pt-16 text-white">
      <h2 className="line-clamp-2 text-lg font-bold">{product.name}</h2>
      <p className="flex items-center gap-1 text-sm text-neutral-100">
        <Store aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">
          {catalogueText.soldBy(product.vendor_profiles.vendor_name)}
        </span>
      </p>
      <p className="text-xl font-extrabold text-accent-300">
        {formatPrice(product.base_price, product.currency)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onAdd(product)}
          aria-label={catalogueText.addToCartLabel(product.name)}
          className={buttonStyles({ variant: 'accent', size: 'sm' })}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {catalogueText.addToCart}
        </button>
        <Link
          to={paths.product(product.id)}
          className={buttonStyles({ variant: 'outlineOnDark', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {reelsText.viewProduct}
        </Link>
      </div>
    </div>
  );
}
