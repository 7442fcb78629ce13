import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import type { Product } from '@souq/domain/schemas/catalogue';
import { ChevronLeft, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useShopperPaths } from '@/lib/tree-paths';

/** The seller, as a card linking to its storefront in the current route tree. */
export function SellerCard({ product }: { product: Product }) {
  const paths = useShopperPaths();
  return (
    <Link
      to={paths.vendor(product.vendor_id)}
      className="flex items-center gap-3 rounded-card border border-neutral-200 bg-white p-3 shadow-card hover:shadow-raised dark:border-neutral-700 dark:bg-neutral-900"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <Store aria-hidden="true" className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs text-neutral-600 dark:text-neutral-300">{t.seller}</span>
        <span className="truncate font-bold text-neutral-900 dark:text-neutral-50">
          {product.vendor_profiles.vendor_name}
        </span>
      </span>
      <span className="flex items-center gap-1 text-sm font-semibold text-primary-800 dark:text-primary-300">
        {t.visitStore}
        <ChevronLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />
      </span>
    </Link>
  );
}
