import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { formatMoney } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { ShoppingCart, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { THUMBNAIL, thumbnailUrl } from '../image-url';

interface ProductCardProps {
  product: Product;
  /** The product page in the current route tree. */
  href: string;
  onAddToCart: (product: Product) => void;
}

/** A product in a grid: picture, name, shop and price link to the product; one add button. */
export function ProductCard({ product, href, onAddToCart }: ProductCardProps) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-card border border-neutral-200 bg-white shadow-card">
      <Link to={href} className="group flex flex-1 flex-col">
        <ImageWithFallback
          src={thumbnailUrl(product)}
          alt={product.name}
          fallbackLabel={catalogueText.noImage}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          className="aspect-[3/2] h-auto w-full"
        />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 font-semibold text-neutral-900 group-hover:text-primary-800 group-hover:underline">
            {product.name}
          </h3>
          <p className="flex items-center gap-1 text-sm text-neutral-600">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              {catalogueText.soldBy(product.vendor_profiles.vendor_name)}
            </span>
          </p>
          <p className="mt-auto pt-1 text-lg font-bold text-primary-800">
            {formatMoney(product.base_price, product.currency)}
          </p>
        </div>
      </Link>
      <div className="px-3 pb-3">
        <button
          type="button"
          onClick={() => onAddToCart(product)}
          aria-label={catalogueText.addToCartLabel(product.name)}
          className={buttonStyles({ size: 'sm', className: 'w-full' })}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {catalogueText.addToCart}
        </button>
      </div>
    </article>
  );
}
