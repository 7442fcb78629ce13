import { LazyMobileReelsScreen, loadMobileReels } from '@/features/reels/lazy-mobile-reels-screen';

/** Starts the videos request and the screen's code together. */
export const loader = loadMobileReels;

/** /mobile/reels: the full-screen vertical feed of product videos. */
export function Component() {
  return <LazyMobileReelsScreen />;
}
