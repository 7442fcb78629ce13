import { WebProductsScreen } from '@/features/catalogue/products/web-products-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /products: all products with search, category, sort and view (spec: all products). */
export function Component() {
  return <WebProductsScreen title={useRouteHandle()?.title ?? ''} />;
}
