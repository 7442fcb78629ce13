import { settingsText as t } from '@souq/domain/locales/ar/settings';
import { paths } from '@souq/domain/paths';
import { ArrowLeft, Package } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';

/** Spec: the orders tab shows a card linking to /my-orders. */
export function OrdersTabCard() {
  return (
    <Card className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <Package aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-xl font-bold">{t.orders.title}</h2>
        <p className="text-neutral-700">{t.orders.text}</p>
      </div>
      <Link to={paths.web.myOrders()} className={buttonStyles()}>
        {t.orders.link}
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </Card>
  );
}
