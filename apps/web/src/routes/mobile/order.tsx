import { useParams } from 'react-router';
import { MobileOrderScreen } from '@/features/orders/mobile-order-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /mobile/orders/{id}: one of the shopper's orders with its timeline, fee and payment status. */
export function Component() {
  const { id = '' } = useParams();
  return <MobileOrderScreen key={id} id={id} title={useRouteHandle()?.title ?? ''} />;
}
