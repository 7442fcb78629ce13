import { useEffect } from 'react';
import { usePosterPainted } from './use-poster-painted';

/** The server-rendered first poster of /mobile/reels (see index.html and page-preload). */
const BOOT_FIRST_SCREEN = '.boot-first-screen';

export function removeBootFirstScreen(): void {
  for (const element of document.querySelectorAll(BOOT_FIRST_SCREEN)) element.remove();
}

/**
 * Keeps the server's copy of the first poster until the feed's own copy is painted (no blank
 * frame in between), then removes it. Leaving the screen, or a screen without videos,
 * removes it at once.
 */
export function useBootFirstScreen(firstPoster: string | null | undefined, settled: boolean) {
  const painted = usePosterPainted(firstPoster ?? null, Boolean(firstPoster));
  useEffect(() => {
    if (painted || (settled && !firstPoster)) removeBootFirstScreen();
  }, [painted, settled, firstPoster]);
  useEffect(() => removeBootFirstScreen, []);
}
