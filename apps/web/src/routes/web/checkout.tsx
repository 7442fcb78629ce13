import { WebCheckoutScreen } from '@/features/checkout/web-checkout-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /checkout: the four steps with the order summary beside them (spec orders §2). */
export function Component() {
  return <WebCheckoutScreen title={useRouteHandle()?.title ?? ''} />;
}
