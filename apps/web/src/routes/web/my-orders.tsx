import { WebOrdersScreen } from '@/features/orders/web-orders-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /my-orders: the shopper's orders; guests go to /auth (spec orders §2). */
export function Component() {
  return <WebOrdersScreen title={useRouteHandle()?.title ?? ''} />;
}
