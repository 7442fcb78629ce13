import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { SellerFrame } from '@/features/seller-shell/seller-frame';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';

const MAIN_ID = 'main-content';

/** Frame of the /seller tree: skip link, the console's header and tabs, seller links inside. */
export function SellerLayout() {
  return (
    <TreePathsProvider paths={treePaths.seller}>
      <SkipLink targetId={MAIN_ID} />
      <SellerFrame mainId={MAIN_ID}>
        <Outlet />
      </SellerFrame>
    </TreePathsProvider>
  );
}

export { SellerLayout as Component };
