import { WebOrdersScreen } from '@/features/orders/web-orders-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /orders: the spec shows the route without content; the same list as /my-orders. */
export function Component() {
  return <WebOrdersScreen title={useRouteHandle()?.title ?? ''} />;
}
