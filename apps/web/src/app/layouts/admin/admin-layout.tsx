import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { AdminFrame } from '@/features/admin-shell/admin-frame';

const MAIN_ID = 'main-content';

/** Frame of the /admin tree: skip link, the console's header and sections. */
export function AdminLayout() {
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <AdminFrame mainId={MAIN_ID}>
        <Outlet />
      </AdminFrame>
    </>
  );
}

export { AdminLayout as Component };
