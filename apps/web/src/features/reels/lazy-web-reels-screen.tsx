import { lazy, Suspense } from 'react';
import { startReelsScreen } from './api';
import { ReelPosterGridSkeleton } from './reel-poster-grid';

const screenCode = () => import('./web-reels-screen');
const WebReelsScreen = lazy(() => screenCode().then((m) => ({ default: m.WebReelsScreen })));

/** The /reels route's loader: videos and screen code at once. */
export const loadWebReels = () => startReelsScreen(screenCode);

/** /reels, its code loaded on demand; the poster grid's skeleton until it is in. */
export function LazyWebReelsScreen({ title }: { title: string }) {
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
