import { useEffect, useRef } from 'react';

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
 */
export function ReelVideo({ src, poster, label, active, muted, onFirstData }: ReelVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const hadSource = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!active) {
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
  }, [active]);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  return (
    <video
      ref={ref}
      src={active ? src : undefined}
      poster={poster ?? undefined}
      preload={active ? 'auto' : 'none'}
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
  );
}
