import { WebCartScreen } from '@/features/cart-page/web-cart-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /cart: open to guests too (spec orders §6); continue leads to /checkout when allowed. */
export function Component() {
  return <WebCartScreen title={useRouteHandle()?.title ?? ''} />;
}
