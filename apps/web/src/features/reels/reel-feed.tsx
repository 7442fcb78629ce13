import { reelsText } from '@souq/domain/locales/ar/reels';
import { isFirstReel, isLastReel } from '@souq/domain/reels';
import type { ProductVideo } from '@souq/domain/schemas/videos';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { MuteToggle, ReelPosition, reelControl } from './reel-controls';
import { ReelOverlay } from './reel-overlay';
import { ReelVideo } from './reel-video';
import { useReelNavigation } from './use-reel-navigation';

interface ReelFeedProps {
  videos: readonly ProductVideo[];
  startIndex?: number;
  /** More controls at the end of the top bar, after position and sound (the player's close). */
  endControls?: ReactNode;
}

/** Slides kept as <video> elements: the active one and its neighbours (posters only). */
const NEIGHBOURS = 1;
/** If the first video never loads (saver mode, bad line), neighbours' posters come anyway. */
const NEIGHBOUR_POSTER_FALLBACK_MS = 4000;

/**
 * The vertical reel player shared by /reels (in a dialog) and /mobile/reels: one video fills
 * the frame; a swipe, wheel or arrow key moves one; only the active video has a source.
 */
export function ReelFeed({ videos, startIndex = 0, endControls }: ReelFeedProps) {
  const total = videos.length;
  // Spec: reels play muted; the shopper may turn the sound on for the whole feed.
  const [muted, setMuted] = useState(true);
  // On a slow line the first poster and video get the bandwidth to themselves; the next
  // poster is prefetched once the first video has a frame.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWarm(true), NEIGHBOUR_POSTER_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  const { index, go, handlers } = useReelNavigation(total, startIndex);
  // Added at once, without the cards' 600 ms animation: the player may be closed right after.
  const add = useAddToCart({ signedIn: useAuth().status === 'signedIn' });
  return (
    <section
      aria-label={reelsText.playerLabel}
      aria-roledescription="carousel"
      tabIndex={0}
      data-reel-index={index}
      className="relative size-full touch-none select-none overflow-hidden bg-black outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent-300"
      {...handlers}
    >
      <ul
        className="size-full transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateY(-${index * 100}%)` }}
      >
        {videos.map((video, i) => {
          const active = i === index;
          const product = video.products;
          return (
            <li
              key={video.id}
              aria-hidden={!active}
              inert={!active}
              aria-roledescription="slide"
              aria-label={reelsText.position(i + 1, total)}
              className="relative h-full w-full"
            >
              {(active || (warm && Math.abs(i - index) <= NEIGHBOURS)) && (
                <ReelVideo
                  src={video.video_url}
                  poster={video.poster_url}
                  label={product.name}
                  active={active}
                  muted={muted}
                  onFirstData={() => setWarm(true)}
                />
              )}
              {active && <ReelOverlay product={product} onAdd={add} />}
            </li>
          );
        })}
      </ul>
      <div className="on-dark absolute inset-x-0 top-0 flex items-center gap-2 bg-gradient-to-b from-black/70 to-transparent p-3 text-white">
        <ReelPosition index={index} total={total} />
        <span className="flex-1" />
        <MuteToggle muted={muted} onToggle={() => setMuted((m) => !m)} />
        {endControls}
      </div>
      {/* Swiping must not be the only way (WCAG 2.5.7): one-tap buttons do the same. */}
      <div className="absolute end-3 top-1/2 flex -translate-y-1/2 flex-col gap-2">
        <button
          type="button"
          aria-label={reelsText.previous}
          disabled={isFirstReel(index)}
          onClick={() => go(-1)}
          className={`${reelControl} disabled:opacity-30`}
        >
          <ChevronUp aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          aria-label={reelsText.next}
          disabled={isLastReel(index, total)}
          onClick={() => go(1)}
          className={`${reelControl} disabled:opacity-30`}
        >
          <ChevronDown aria-hidden="true" className="size-6" />
        </button>
      </div>
    </section>
  );
}
