import { MobileCartScreen } from '@/features/cart-page/mobile-cart-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /mobile/cart: the cart with conflict resolution and a pinned total (spec: mobile cart). */
export function Component() {
  return <MobileCartScreen title={useRouteHandle()?.title ?? ''} />;
}
