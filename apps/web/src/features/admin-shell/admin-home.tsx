import { paths } from '@souq/domain/paths';
import { Navigate } from 'react-router';

/** /admin: the console opens on its stores, where the applications wait. */
export function AdminHome() {
  return <Navigate to={paths.admin.stores()} replace />;
}
