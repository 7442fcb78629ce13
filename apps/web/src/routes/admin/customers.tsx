import { AdminCustomersScreen } from '@/features/admin-customers/customers-screen';

/** /admin/customers: accounts, disabling one, and the clients export. */
export function Component() {
  return <AdminCustomersScreen />;
}
