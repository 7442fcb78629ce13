import { cartText } from '@souq/domain/locales/ar/cart';
import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { clearPendingAdd, readPendingAdd } from '@/features/cart/pending-add';
import { THUMBNAIL, thumbnailOf } from '@/features/catalogue/image-url';

const t = cartText.pendingAdd;

/**
 * On the sign-in screens of both trees while a guest's add waits (use-sign-in-to-add.ts): a
 * friendly card, not an error, naming the product that will be added once they are in and
 * that they will be brought back, with a way to give the add up and go back.
 */
export function PendingAddNotice() {
  const [pending] = useState(readPendingAdd);
  const navigate = useNavigate();
  if (!pending) return null;
  const { item } = pending;
  const name = item.variantName ? `${item.name} - ${item.variantName}` : item.name;
  return (
    <aside
      aria-labelledby="pending-add-title"
      className="flex gap-3 rounded-card border border-primary-200 bg-primary-50 p-3 text-neutral-900 dark:border-primary-800 dark:bg-primary-950 dark:text-neutral-50"
    >
      <ImageWithFallback
        src={item.imageUrl ? thumbnailOf(item.imageUrl) : null}
        alt=""
        fallbackLabel={catalogueText.noImage}
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
        loading="eager"
        className="aspect-[3/2] h-auto w-20 shrink-0 rounded-lg"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p id="pending-add-title" className="flex items-center gap-2 font-bold">
          <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
          {t.title}
        </p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t.text(name, item.quantity)}
        </p>
        <button
          type="button"
          onClick={() => {
            clearPendingAdd();
            navigate(pending.from);
          }}
          className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-1 self-start' })}
        >
          {t.cancel}
        </button>
      </div>
    </aside>
  );
}
