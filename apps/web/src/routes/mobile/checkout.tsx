import { MobileCheckoutScreen } from '@/features/checkout/mobile-checkout-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /mobile/checkout: the steps with a summary sheet; back to /mobile/cart when not ready. */
export function Component() {
  return <MobileCheckoutScreen title={useRouteHandle()?.title ?? ''} />;
}
