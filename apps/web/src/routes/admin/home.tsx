import { AdminHome } from '@/features/admin-shell/admin-home';

/** /admin: the console opens on its stores, where the applications wait. */
export function Component() {
  return <AdminHome />;
}
