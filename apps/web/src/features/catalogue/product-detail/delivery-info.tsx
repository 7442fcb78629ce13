import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { formatPrice } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { Clock } from 'lucide-react';

/** Spec: delivery info is the fixed text '2-3 days' (plus the product's delivery fee). */
export function DeliveryInfo({ product }: { product: Product }) {
  return (
    <section
      aria-label={t.deliveryInfo}
      className="flex items-start gap-3 rounded-card border border-neutral-200 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="flex flex-col text-sm text-neutral-800 dark:text-neutral-200">
        <span className="font-semibold">{t.deliveryEta}</span>
        {product.delivery_available && (
          <span>
            {product.delivery_price > 0
              ? t.deliveryPrice(formatPrice(product.delivery_price, product.currency))
              : t.freeDelivery}
          </span>
        )}
      </div>
    </section>
  );
}
