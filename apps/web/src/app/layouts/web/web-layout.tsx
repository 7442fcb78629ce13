import { Outlet } from 'react-router';
import { SkipLink } from '../../../components/ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/**
 * Frame of every web-tree page: skip link, header, main landmark, footer. Main is at least a
 * screen tall, so the footer starts below the fold: when a screen's data arrives and fills
 * it, nothing the shopper is looking at jumps (the footer used to, on /reels).
 */
export function WebLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export { WebLayout as Component };
