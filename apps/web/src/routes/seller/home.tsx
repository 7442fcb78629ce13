import { SellerDashboardScreen } from '@/features/seller-shell/dashboard-screen';

/** /seller: the console's home (or the store's status while it is not selling). */
export function Component() {
  return <SellerDashboardScreen />;
}
