import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { BackLink } from '@/components/ui/back-link';
import { RequireAccount } from '@/features/auth/require-account';
import { OrderPage } from './order-page';

/** /orders/{id}: one of the shopper's orders; guests go to /auth, back leads to /my-orders. */
export function WebOrderScreen({ id, title }: { id: string; title: string }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <BackLink to={paths.web.myOrders()} label={ordersText.page.back} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <RequireAccount shopperOnly>{() => <OrderPage id={id} />}</RequireAccount>
    </div>
  );
}
