import { MobileOrdersScreen } from '@/features/orders/mobile-orders-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /mobile/orders: back to the profile; 'login required' for guests (spec: mobile orders). */
export function Component() {
  return <MobileOrdersScreen title={useRouteHandle()?.title ?? ''} />;
}
