import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { pricesText } from '@souq/domain/locales/ar/prices';
import { productsText } from '@souq/domain/locales/ar/products';
import { formatPrice } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { Loader2, Phone, ShoppingCart, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import { useShopperPaths } from '@/lib/tree-paths';
import { THUMBNAIL, thumbnailUrl } from '../image-url';
import { StockBadge } from './stock-badge';

interface ProductCardProps {
  product: Product;
  /** Without it, the card has no add button (mobile: only products that can be added). */
  onAddToCart?: (product: Product) => void;
  /** Spec: a per-product busy state while it is being added. */
  busy?: boolean;
  layout?: 'grid' | 'list';
  imageLoading?: 'lazy' | 'observe' | 'eager' | 'high';
  /** Hover or focus: a chance to prefetch the product page. */
  onIntent?: (product: Product) => void;
  /** «≈ … ل.س» under a price in another currency, in a list that mixes them (decision 018). */
  priceNote?: string;
}

/**
 * A product in a grid or list: picture, name, shop and price link to the product page of
 * the current route tree; one button (to add it, or, for a display-only product, to ask the
 * store on its page).
 */
export function ProductCard({
  product,
  onAddToCart,
  busy = false,
  layout = 'grid',
  imageLoading = 'lazy',
  onIntent,
  priceNote,
}: ProductCardProps) {
  const href = useShopperPaths().product(product.id);
  const list = layout === 'list';
  const intent = onIntent ? () => onIntent(product) : undefined;
  return (
    <article
      className={cn(
        'flex w-full overflow-hidden rounded-card border border-neutral-200 bg-white shadow-card dark:border-neutral-700 dark:bg-neutral-900',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <Link
        to={href}
        onMouseEnter={intent}
        onFocus={intent}
        className={cn('group flex min-w-0 flex-1', list ? 'flex-row' : 'flex-col')}
      >
        <ImageWithFallback
          src={thumbnailUrl(product)}
          alt={product.name}
          fallbackLabel={catalogueText.noImage}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          loading={imageLoading}
          className={cn('aspect-[3/2] h-auto', list ? 'w-28 shrink-0 sm:w-44' : 'w-full')}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 font-semibold text-neutral-900 group-hover:text-primary-800 group-hover:underline dark:text-neutral-50">
            {product.name}
          </h3>
          <p className="flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-300">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              {catalogueText.soldBy(product.vendor_profiles.vendor_name)}
            </span>
          </p>
          <StockBadge product={product} />
          <p className="mt-auto pt-1 text-base font-bold text-primary-800 sm:text-lg dark:text-primary-300">
            {formatPrice(product.base_price, product.currency)}
          </p>
          {priceNote && (
            <p
              className="text-xs font-semibold text-neutral-600 dark:text-neutral-300"
              title={pricesText.approximatelyHint}
            >
              {priceNote}
            </p>
          )}
        </div>
      </Link>
      {product.availability_mode === 'display_only' ? (
        // Asked about, not bought here: the product page offers the call to the store.
        <div className={cn(list ? 'flex items-end p-3 ps-0' : 'px-3 pb-3')}>
          <Link
            to={href}
            aria-label={catalogueText.askStoreLabel(product.name)}
            className={buttonStyles({
              size: 'sm',
              variant: 'outline',
              className: list ? '' : 'w-full',
            })}
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className={list ? 'sr-only sm:not-sr-only' : undefined}>
              {catalogueText.askStore}
            </span>
          </Link>
        </div>
      ) : (
        onAddToCart && (
          <div className={cn(list ? 'flex items-end p-3 ps-0' : 'px-3 pb-3')}>
            <button
              type="button"
              onClick={() => onAddToCart(product)}
              disabled={busy}
              aria-busy={busy}
              aria-label={busy ? productsText.adding : catalogueText.addToCartLabel(product.name)}
              className={buttonStyles({ size: 'sm', className: list ? '' : 'w-full' })}
            >
              {busy ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <ShoppingCart aria-hidden="true" className="size-4" />
              )}
              <span className={list ? 'sr-only sm:not-sr-only' : undefined}>
                {busy ? productsText.adding : catalogueText.addToCart}
              </span>
            </button>
          </div>
        )
      )}
    </article>
  );
}
