import { AdminOrdersScreen } from '@/features/admin-orders/orders-screen';

/** /admin/orders: every store's orders with filters. */
export function Component() {
  return <AdminOrdersScreen />;
}
