import { SellerOrdersBoardScreen } from '@/features/seller-orders/orders-board-screen';

/** /seller/orders: the store's live orders board. */
export function Component() {
  return <SellerOrdersBoardScreen />;
}
