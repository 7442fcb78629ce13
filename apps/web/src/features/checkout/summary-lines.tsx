import type { CartItem } from '@souq/domain/cart';
import { lineTotal } from '@souq/domain/cart-summary';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney } from '@souq/domain/money';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

const t = checkoutText.screen;

/** The order's lines: picture, name (and variant), quantity and the line's total. */
export function SummaryLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <ImageWithFallback
            src={item.imageUrl}
            alt=""
            fallbackLabel={item.name}
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-semibold">{item.name}</span>
            {item.variantName && (
              <span className="truncate text-sm text-neutral-700 dark:text-neutral-300">
                {item.variantName}
              </span>
            )}
            <span className="text-sm text-neutral-700 dark:text-neutral-300">
              {t.quantity(item.quantity)}
            </span>
          </div>
          <span className="shrink-0 font-bold">{formatMoney(lineTotal(item), item.currency)}</span>
        </li>
      ))}
    </ul>
  );
}
