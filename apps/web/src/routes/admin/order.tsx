import { useParams } from 'react-router';
import { AdminOrderScreen } from '@/features/admin-orders/order-screen';

/** /admin/orders/{id}: one order in full and the operator's moves. */
export function Component() {
  const { id = '' } = useParams();
  return <AdminOrderScreen key={id} id={id} />;
}
