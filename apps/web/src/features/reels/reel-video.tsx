import { reelsText } from '@souq/domain/locales/ar/reels';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDataSaver } from '@/features/data-saver/use-data-saver';
import { usePosterPainted } from './use-poster-painted';

interface ReelVideoProps {
  src: string;
  poster: string | null;
  label: string;
  /** Only the active video has a source and plays; every other one shows its poster. */
  active: boolean;
  muted: boolean;
  /** The active video has its first frame (or failed): neighbours may now fetch posters. */
  onFirstData?: () => void;
}

/**
 * One reel. Inactive videos carry no src and preload="none", so they cost nothing but their
 * poster (the next one's poster is the only prefetch); the active one plays muted and looped.
 * Leaving a video drops its source, which stops any download still running on a slow line.
 * With data saver on, nothing plays by itself: the poster waits for a tap on its play button.
 * The source is set only once the poster is on screen (usePosterPainted).
 */
export function ReelVideo({ src, poster, label, active, muted, onFirstData }: ReelVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const hadSource = useRef(false);
  const [dataSaver] = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const wantsToPlay = active && (!dataSaver || tapped);
  const posterPainted = usePosterPainted(poster, wantsToPlay);
  const playing = wantsToPlay && posterPainted;
  if (!active && tapped) setTapped(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!playing) {
      video.pause();
      // React has already removed src; only load() makes the element let go of the resource.
      if (hadSource.current) video.load();
      hadSource.current = false;
      return;
    }
    hadSource.current = true;
    // The property, not the attribute, decides whether autoplay is allowed; once the shopper
    // turned the sound on (a user gesture) the next video may play with sound too.
    video.muted = mutedRef.current;
    video.play().catch(() => {
      // Autoplay refused (power saving, no user gesture): the poster stays.
    });
  }, [playing]);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  return (
    <>
      <video
        ref={ref}
        src={playing ? src : undefined}
        poster={poster ?? undefined}
        preload={playing ? 'auto' : 'none'}
        aria-label={label}
        data-active={active || undefined}
        onLoadedData={active ? onFirstData : undefined}
        onError={active ? onFirstData : undefined}
        muted
        loop
        playsInline
        disablePictureInPicture
        className="size-full bg-black object-cover"
      />
      {active && !wantsToPlay && (
        <button
          type="button"
          onClick={() => setTapped(true)}
          aria-label={reelsText.open(label)}
          className="absolute inset-0 m-auto grid size-16 place-content-center rounded-full bg-black/60 text-white"
        >
          <Play aria-hidden="true" className="size-8 fill-current" />
        </button>
      )}
    </>
  );
}
