import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { AdminFrame } from '@/features/admin-shell/admin-frame';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';

const MAIN_ID = 'main-content';

/** Frame of the /admin tree: skip link, the console's header and sections, admin links inside. */
export function AdminLayout() {
  return (
    <TreePathsProvider paths={treePaths.admin}>
      <SkipLink targetId={MAIN_ID} />
      <AdminFrame mainId={MAIN_ID}>
        <Outlet />
      </AdminFrame>
    </TreePathsProvider>
  );
}

export { AdminLayout as Component };
