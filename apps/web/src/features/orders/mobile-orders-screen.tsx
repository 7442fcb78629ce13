import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { BackLink } from '../../components/ui/back-link';
import { MobileAccountGate } from '../mobile-account/account-gate';
import { OrdersList } from './orders-list';

/** /mobile/orders: back to the profile; guests see 'login required' (spec: mobile orders). */
export function MobileOrdersScreen({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.profile()} label={ordersText.list.backToProfile} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <MobileAccountGate>
        {(user) => <OrdersList user={user} shopHref={paths.mobile.home()} />}
      </MobileAccountGate>
    </div>
  );
}
