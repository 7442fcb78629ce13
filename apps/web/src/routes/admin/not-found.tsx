import { AdminNotFound } from '@/features/admin-shell/admin-not-found';

/** An unknown /admin path: 'page not found' with the way to the stores. */
export function Component() {
  return <AdminNotFound />;
}
