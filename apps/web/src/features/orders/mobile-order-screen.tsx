import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { BackLink } from '@/components/ui/back-link';
import { MobileAccountGate } from '@/features/mobile-account/account-gate';
import { OrderPage } from './order-page';

/** /mobile/orders/{id}: back to the orders list; guests see 'login required'. */
export function MobileOrderScreen({ id, title }: { id: string; title: string }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.orders()} label={ordersText.page.back} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <MobileAccountGate>{() => <OrderPage id={id} />}</MobileAccountGate>
    </div>
  );
}
