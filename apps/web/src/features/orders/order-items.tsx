import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney, formatPrice } from '@souq/domain/money';
import type { Order } from '@souq/domain/schemas/orders';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

const t = ordersText.card;

/** Spec orders §2: each item's image, name, quantity × unit price with currency, and line total. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <ul aria-label={t.items} className="flex flex-col gap-3">
      {order.order_items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <ImageWithFallback
            src={item.product_snapshot.image_url}
            alt=""
            fallbackLabel={item.product_snapshot.name}
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="break-words font-semibold">{item.product_snapshot.name}</span>
            {item.variant_name && (
              <span className="text-sm text-neutral-700 dark:text-neutral-300">
                {item.variant_name}
              </span>
            )}
            <span className="text-sm text-neutral-700 dark:text-neutral-300">
              {t.line(item.quantity, formatPrice(item.unit_price, order.currency))}
            </span>
          </div>
          <span className="shrink-0 font-bold">
            {formatMoney(item.total_price, order.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
