import { AdminDashboardScreen } from '@/features/admin-dashboard/dashboard-screen';

/** /admin: the console opens on its dashboard, what waits and how the market sells. */
export function Component() {
  return <AdminDashboardScreen />;
}
