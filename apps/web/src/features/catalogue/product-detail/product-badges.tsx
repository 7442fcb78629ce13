import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import type { Product } from '@souq/domain/schemas/catalogue';
import { Banknote, Coins, Store, Tag, Truck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

function Badge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-neutral-100 px-3 py-1 text-sm font-semibold text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100">
      {icon}
      {children}
    </li>
  );
}

const icon = 'size-4 shrink-0';

/** Payment methods (cod, shamcash, goldmasters) of the product, in Arabic. */
export function PaymentBadges({ product }: { product: Product }) {
  const methods = [
    product.payment_cash_on_delivery && (
      <Badge key="cod" icon={<Banknote aria-hidden="true" className={icon} />}>
        {t.paymentNames.cod}
      </Badge>
    ),
    product.payment_shamcash && (
      <Badge key="shamcash" icon={<Wallet aria-hidden="true" className={icon} />}>
        {t.paymentNames.shamcash}
      </Badge>
    ),
    product.payment_goldmasters && (
      <Badge key="goldmasters" icon={<Coins aria-hidden="true" className={icon} />}>
        {t.paymentNames.goldmasters}
      </Badge>
    ),
  ].filter(Boolean);
  if (methods.length === 0) return null;
  return (
    <section aria-label={t.payments} className="flex flex-col gap-2">
      <h2 className="text-sm font-bold text-neutral-700 dark:text-neutral-300">{t.payments}</h2>
      <ul className="flex flex-wrap gap-2">{methods}</ul>
    </section>
  );
}

/** Delivery and pickup as offered for the product. */
export function FulfilmentBadges({ product }: { product: Product }) {
  if (!product.delivery_available && !product.pickup_available) return null;
  return (
    <section aria-label={t.fulfilment} className="flex flex-col gap-2">
      <h2 className="text-sm font-bold text-neutral-700 dark:text-neutral-300">{t.fulfilment}</h2>
      <ul className="flex flex-wrap gap-2">
        {product.delivery_available && (
          <Badge icon={<Truck aria-hidden="true" className={icon} />}>{t.delivery}</Badge>
        )}
        {product.pickup_available && (
          <Badge icon={<Store aria-hidden="true" className={icon} />}>{t.pickup}</Badge>
        )}
      </ul>
    </section>
  );
}

export function CategoryBadge({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200">
      <Tag aria-hidden="true" className={icon} />
      <span className="sr-only">{t.category}: </span>
      {name}
    </p>
  );
}
