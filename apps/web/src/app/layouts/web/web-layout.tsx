import { Outlet } from 'react-router';
import { SkipLink } from '../../../components/ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/** Frame of every web-tree page: skip link, header, main landmark, footer. */
export function WebLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export { WebLayout as Component };
