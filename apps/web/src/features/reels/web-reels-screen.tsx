import { reelsText } from '@souq/domain/locales/ar/reels';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { useReels } from './api';
import { ReelPosterGrid, ReelPosterGridSkeleton } from './reel-poster-grid';
import { ReelsStatus } from './reels-status';

/**
 * The player (and the dialog primitives under it) is not needed to show the grid: it loads
 * after the grid is up, when the page is idle, or at once when a poster is touched first.
 */
const playerCode = () => import('./reel-player-dialog');
const ReelPlayerDialog = lazy(() => playerCode().then((m) => ({ default: m.ReelPlayerDialog })));

/** Black, like the player it stands in for, while the player's code arrives. */
function PlayerLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-content-center bg-neutral-950">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-white" />
      <span className="sr-only">{reelsText.loading}</span>
    </div>
  );
}

/**
 * /reels (spec discovery §2): poster grid; a poster opens the full-screen vertical player there.
 */
export function WebReelsScreen({ title }: { title: string }) {
  const reels = useReels();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const videos = reels.data ?? [];
  useEffect(() => whenIdle(() => void playerCode(), { delayMs: 2000 }), []);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">{reelsText.subtitle}</p>
      </div>
      {videos.length > 0 ? (
        <ReelPosterGrid videos={videos} onOpen={setOpenAt} onIntent={() => void playerCode()} />
      ) : reels.isPending ? (
        <ReelPosterGridSkeleton />
      ) : (
        <ReelsStatus reels={reels} emptyText={reelsText.emptyWeb} />
      )}
      {openAt !== null && (
        <Suspense fallback={<PlayerLoading />}>
          <ReelPlayerDialog videos={videos} startIndex={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
