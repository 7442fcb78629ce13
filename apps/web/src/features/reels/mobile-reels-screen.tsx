import { reelsText } from '@souq/domain/locales/ar/reels';
import { useReels } from './api';
import { useBootFirstScreen } from './boot-first-screen';
import { ReelFeed } from './reel-feed';
import { ReelsStatus } from './reels-status';

/**
 * /mobile/reels (spec discovery §2): the feed fills the screen between the app bar (3.5rem) and the
 * bottom navigation (4rem; the layout reserves 5rem, so the feed reaches 1rem into that), so the nav stays reachable.
 */
export function MobileReelsScreen() {
  const reels = useReels();
  const videos = reels.data ?? [];
  useBootFirstScreen(videos[0]?.poster_url, !reels.isPending);
  if (videos.length === 0)
    return (
      <div className="p-4">
        <ReelsStatus reels={reels} emptyText={reelsText.emptyMobile} />
      </div>
    );
  return (
    <div className="-mb-4 h-[calc(100dvh-7.5rem-var(--spacing-safe-top)-var(--spacing-safe-bottom))]">
      <h1 className="sr-only">{reelsText.title}</h1>
      <ReelFeed videos={videos} />
    </div>
  );
}
