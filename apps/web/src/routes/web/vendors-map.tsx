import { WebVendorsMapScreen } from '@/features/vendors-map/web-vendors-map-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /vendors-map: vendors on a map with filters and a list (spec: vendors map). */
export function Component() {
  return <WebVendorsMapScreen title={useRouteHandle()?.title ?? ''} />;
}
