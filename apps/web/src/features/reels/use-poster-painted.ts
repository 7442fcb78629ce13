import { useEffect, useState } from 'react';

/**
 * True once the poster has been decoded and a frame with it painted (two animation frames
 * later), or at once without a poster. The active reel sets its video source only then: on a
 * slow line the poster is what the shopper sees first, and a video download started at the
 * same moment would take most of the bandwidth the poster needs.
 */
export function usePosterPainted(poster: string | null, enabled: boolean): boolean {
  const [painted, setPainted] = useState<string | null>(null);
  const key = poster ?? '';

  useEffect(() => {
    if (!enabled || painted === key) return;
    if (!poster) {
      setPainted(key);
      return;
    }
    let cancelled = false;
    const done = () => {
      if (cancelled) return;
      requestAnimationFrame(() => requestAnimationFrame(() => !cancelled && setPainted(key)));
    };
    const image = new Image();
    image.src = poster;
    // decode() is missing in old WebViews (and test DOMs): the load event is close enough.
    if (typeof image.decode === 'function') image.decode().then(done, done);
    else if (image.complete) done();
    else image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    return () => {
      cancelled = true;
    };
  }, [enabled, key, poster, painted]);

  return painted === key;
}
