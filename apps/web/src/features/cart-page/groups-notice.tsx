import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Info } from 'lucide-react';

/**
 * Why a cart of several stores or currencies shows several checkouts: a calm explanation, not
 * an error — nothing is wrong with the cart (cart-groups.ts).
 */
export function GroupsNotice({ groups }: { groups: number }) {
  if (groups < 2) return null;
  return (
    <section
      aria-labelledby="cart-groups-title"
      className="flex items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-primary-950 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-50"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="cart-groups-title" className="font-bold">
          {t.groups.noticeTitle}
        </h2>
        <p className="text-sm">{t.groups.noticeText}</p>
      </div>
    </section>
  );
}
