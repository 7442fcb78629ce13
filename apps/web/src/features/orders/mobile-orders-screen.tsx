import { ordersText } from '@souq/domain/locales/ar/orders';
import { MobileAccountPage } from '@/features/mobile-account/mobile-account-page';
import { OrdersList } from './orders-list';

/** /mobile/orders: back to the profile; guests see 'login required' (spec: mobile orders). */
export function MobileOrdersScreen({ title }: { title: string }) {
  return (
    <MobileAccountPage title={title} backLabel={ordersText.list.backToProfile}>
      {(user) => <OrdersList user={user} />}
    </MobileAccountPage>
  );
}
