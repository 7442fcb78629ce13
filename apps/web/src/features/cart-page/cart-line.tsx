import type { CartItem } from '@souq/domain/cart';
import { lineTotal } from '@souq/domain/cart-summary';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { formatMoney, formatPrice } from '@souq/domain/money';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { THUMBNAIL, thumbnailOf } from '@/features/catalogue/image-url';

export type LineFlag = keyof typeof t.flags;

interface CartLineProps {
  item: CartItem;
  /** The product page in the current route tree. */
  href: string;
  /** Why this line blocks checkout, if it does. */
  flags?: readonly LineFlag[];
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name and option, unit price, stepper, line total, remove. */
export function CartLine({ item, href, flags = [], onQuantity, onRemove }: CartLineProps) {
  const atCap = item.quantity >= item.maxStock;
  return (
    <li className="flex gap-3 py-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ImageWithFallback
          src={item.imageUrl ? thumbnailOf(item.imageUrl) : null}
          alt=""
          fallbackLabel={catalogueText.noImage}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          className="aspect-[3/2] h-auto w-20 rounded-lg sm:w-32"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link
              to={href}
              className="line-clamp-2 font-semibold text-neutral-900 hover:text-primary-800 hover:underline dark:text-neutral-50"
            >
              {item.name}
            </Link>
            {item.variantName && (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">{item.variantName}</p>
            )}
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {t.unitPrice}:{' '}
              <span className="whitespace-nowrap">{formatPrice(item.price, item.currency)}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t.removeLabel(item.name)}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl text-danger-700 hover:bg-danger-50 dark:text-danger-300 dark:hover:bg-neutral-800"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        {flags.map((flag) => (
          <p
            key={flag}
            className="flex items-center gap-1 text-sm font-semibold text-danger-700 dark:text-danger-300"
          >
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {t.flags[flag]}
          </p>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <QuantityStepper
              labels={{
                group: t.quantityOf(item.name),
                decrease: t.decrease(item.name),
                increase: t.increase(item.name),
              }}
              value={item.quantity}
              max={item.maxStock}
              onChange={onQuantity}
            />
            {atCap && (
              <span className="text-xs text-neutral-600 dark:text-neutral-400">
                {t.stockCap(item.maxStock)}
              </span>
            )}
          </div>
          {/* ms-auto: on a narrow phone the total wraps under the stepper, at the row's end. */}
          <p className="ms-auto font-bold whitespace-nowrap text-primary-800 dark:text-primary-300">
            <span className="sr-only">{t.lineTotal}: </span>
            {formatMoney(lineTotal(item), item.currency)}
          </p>
        </div>
      </div>
    </li>
  );
}
