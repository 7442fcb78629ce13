import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { FinishPendingAdd } from '@/features/cart/finish-pending-add';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/** Frame of every web-tree page: skip link, header, main landmark, footer; web links inside. */
export function WebLayout() {
  return (
    <TreePathsProvider paths={treePaths.web}>
      <div className="flex min-h-screen flex-col">
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader />
        {/* At least a screen tall: the footer starts below the fold, so content that arrives
            after the first paint never pushes a visible footer away (a layout shift). */}
        <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <FinishPendingAdd />
      </div>
    </TreePathsProvider>
  );
}

export { WebLayout as Component };
