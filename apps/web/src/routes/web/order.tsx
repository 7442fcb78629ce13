import { useParams } from 'react-router';
import { WebOrderScreen } from '@/features/orders/web-order-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** /orders/{id}: one of the shopper's orders with its timeline, fee and payment status. */
export function Component() {
  const { id = '' } = useParams();
  return <WebOrderScreen key={id} id={id} title={useRouteHandle()?.title ?? ''} />;
}
