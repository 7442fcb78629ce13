import { MobileProductsScreen } from '@/features/catalogue/products/mobile-products-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /mobile/products: browse by 10 or search everything (spec: mobile all-products). */
export function Component() {
  return <MobileProductsScreen title={useRouteHandle()?.title ?? ''} />;
}
