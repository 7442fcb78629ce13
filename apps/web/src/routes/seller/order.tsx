import { useParams } from 'react-router';
import { SellerOrderDetailScreen } from '@/features/seller-order-detail/order-detail-screen';

/** /seller/orders/{id}: one order of the store, its customer, history and the store's moves. */
export function Component() {
  const { id = '' } = useParams();
  return <SellerOrderDetailScreen key={id} id={id} />;
}
