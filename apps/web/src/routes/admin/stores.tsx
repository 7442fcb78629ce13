import { AdminStoresScreen } from '@/features/admin-stores/stores-screen';

/** /admin/stores: applications, every store by status, approve, reject, suspend, reinstate. */
export function Component() {
  return <AdminStoresScreen />;
}
