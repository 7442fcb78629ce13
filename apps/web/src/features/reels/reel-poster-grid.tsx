import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { reelsText } from '@souq/domain/locales/ar/reels';
import { formatPrice } from '@souq/domain/money';
import type { ProductVideo } from '@souq/domain/schemas/videos';
import { Play } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Skeleton } from '@/components/ui/skeleton';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/** Two rows at every width: the footer starts below the fold until the posters arrive. */
const SKELETON_POSTERS = 10;

/** Posters are 480x854 (9:16), like the videos. */
export const POSTER = { width: 480, height: 854 } as const;

interface ReelPosterGridProps {
  videos: readonly ProductVideo[];
  onOpen: (index: number) => void;
  /** A poster is about to be opened (pointer down, focus): time to fetch the player. */
  onIntent?: () => void;
}

/** /reels: a grid of posters only; no video byte is fetched until one is opened. */
export function ReelPosterGrid({ videos, onOpen, onIntent }: ReelPosterGridProps) {
  return (
    <ul className={GRID}>
      {videos.map((video, i) => {
        const product = video.products;
        return (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => onOpen(i)}
              onPointerDown={onIntent}
              onFocus={onIntent}
              aria-label={reelsText.open(product.name)}
              className="group relative block w-full overflow-hidden rounded-card bg-neutral-900 text-start shadow-card"
            >
              <ImageWithFallback
                src={video.poster_url}
                alt=""
                fallbackLabel={catalogueText.noImage}
                width={POSTER.width}
                height={POSTER.height}
                // The first poster is the page's largest paint (the server preloads it): it
                // gets the line to itself. The others start 50 px before they are seen, which
                // for those already on screen is just after the first frame.
                loading={i === 0 ? 'high' : 'observe'}
                className="aspect-[9/16] h-auto w-full transition-transform group-hover:scale-105"
              />
              <span className="on-dark absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-gradient-to-t from-black/85 to-transparent p-3 pt-10 text-white">
                <span className="line-clamp-2 text-sm font-bold">{product.name}</span>
                <span className="text-sm font-extrabold text-accent-300">
                  {formatPrice(product.base_price, product.currency)}
                </span>
              </span>
              <span className="absolute start-2 top-2 flex size-9 items-center justify-center rounded-full bg-black/50 text-white">
                <Play aria-hidden="true" className="size-4 fill-current" />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The grid's outline while the videos load (or the screen's code does): poster-shaped blocks,
 * so the footer does not sit under the title and then jump away when the posters come.
 */
export function ReelPosterGridSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{reelsText.loading}</span>
      <div className={GRID}>
        {Array.from({ length: SKELETON_POSTERS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} className="aspect-[9/16] w-full rounded-card" />
        ))}
      </div>
    </div>
  );
}
