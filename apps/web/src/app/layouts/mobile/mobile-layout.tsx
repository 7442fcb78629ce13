import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { FinishPendingAdd } from '@/features/cart/finish-pending-add';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';
import { BottomNav } from './bottom-nav';
import { MobileHeader } from './mobile-header';

const MAIN_ID = 'mobile-main';

/**
 * Frame of the /mobile tree: an app bar, the screen, the bottom navigation. Insets come from
 * the device's safe area (with the spec's 44/34 px fallbacks when native, see index.css).
 * data-dark-scope: this tree follows the dark-mode preference. Links inside stay in /mobile.
 */
export function MobileLayout() {
  return (
    <TreePathsProvider paths={treePaths.mobile}>
      <div data-dark-scope="" className="min-h-screen bg-neutral-100 dark:bg-neutral-950">
        <SkipLink targetId={MAIN_ID} />
        <MobileHeader />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto max-w-screen-sm pb-[calc(5rem+var(--spacing-safe-bottom))] focus:outline-none"
        >
          <Outlet />
        </main>
        <BottomNav />
        <FinishPendingAdd />
      </div>
    </TreePathsProvider>
  );
}

export { MobileLayout as Component };
