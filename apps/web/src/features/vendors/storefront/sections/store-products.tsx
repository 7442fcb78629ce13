import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { PackageOpen } from 'lucide-react';
import { SectionNotice } from '@/components/ui/section-notice';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { cn } from '@/lib/cn';
import type { StorefrontProps } from '../storefront-props';
import { SectionTitle } from './section-title';

const columns = {
  dense: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  wall: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5 gap-3',
  roomy: 'grid-cols-2 md:grid-cols-3',
  large: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3 gap-6',
  pair: 'grid-cols-2',
} as const;

/** First images of the list load at once: they are on screen when the page opens. */
const EAGER = 4;

interface ProductsProps extends StorefrontProps {
  columns?: keyof typeof columns;
  title?: string;
  className?: string;
}

/** The store's products as catalogue cards, with the catalogue's add to cart. */
export function StoreProducts({ vendor, cart, title, className, ...rest }: ProductsProps) {
  const products = vendor.products ?? [];
  const shown =
    products.length < vendor.total_products
      ? t.productsShown(products.length, vendor.total_products)
      : t.productsCount(products.length);
  return (
    <section aria-labelledby="store-products" className={className}>
      <SectionTitle aside={products.length > 0 ? shown : undefined}>
        <span id="store-products">{title ?? t.products}</span>
      </SectionTitle>
      {products.length === 0 ? (
        <SectionNotice
          icon={<PackageOpen aria-hidden="true" className="size-8" />}
          title={t.noProducts}
          text={t.noProductsText}
        />
      ) : (
        <ul className={cn('grid gap-4', columns[rest.columns ?? 'dense'])}>
          {products.map((product, index) => (
            <li key={product.id} className="product-card flex rounded-card">
              <ProductCard
                product={product}
                onAddToCart={cart.onAdd}
                busy={cart.isBusy(product.id)}
                imageLoading={index < EAGER ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
