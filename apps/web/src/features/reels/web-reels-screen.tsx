import { reelsText } from '@souq/domain/locales/ar/reels';
import { useState } from 'react';
import { useReels } from './api';
import { ReelPlayerDialog } from './reel-player-dialog';
import { ReelPosterGrid } from './reel-poster-grid';
import { ReelsStatus } from './reels-status';

/** /reels (spec §2): poster grid; a poster opens the full-screen vertical player there. */
export function WebReelsScreen({ title }: { title: string }) {
  const reels = useReels();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const videos = reels.data ?? [];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">{reelsText.subtitle}</p>
      </div>
      {videos.length > 0 ? (
        <ReelPosterGrid videos={videos} onOpen={setOpenAt} />
      ) : (
        <ReelsStatus reels={reels} emptyText={reelsText.emptyWeb} />
      )}
      {openAt !== null && (
        <ReelPlayerDialog videos={videos} startIndex={openAt} onClose={() => setOpenAt(null)} />
      )}
    </div>
  );
}
