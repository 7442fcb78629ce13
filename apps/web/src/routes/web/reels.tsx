import { lazy, Suspense } from 'react';
import { startReelsFetch } from '../../features/reels/api';
import { ReelPosterGridSkeleton } from '../../features/reels/reel-poster-grid';
import { useRouteHandle } from '../../lib/route-handle';

const screenCode = () => import('../../features/reels/web-reels-screen');
const WebReelsScreen = lazy(() => screenCode().then((m) => ({ default: m.WebReelsScreen })));

/** Starts the videos request and the screen's code together (one slow round trip, not two). */
export function loader() {
  void startReelsFetch().catch(() => {});
  void screenCode();
  return null;
}

/** /reels: product videos, a poster grid opening a vertical player (spec: reels). */
export function Component() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-7xl px-4 py-6">
          <ReelPosterGridSkeleton />
        </div>
      }
    >
      <WebReelsScreen title={title} />
    </Suspense>
  );
}
