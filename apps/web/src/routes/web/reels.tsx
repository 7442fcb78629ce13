import { LazyWebReelsScreen, loadWebReels } from '@/features/reels/lazy-web-reels-screen';
import { useRouteHandle } from '@/lib/route-handle';

/** Starts the videos request and the screen's code together. */
export const loader = loadWebReels;

/** /reels: product videos, a poster grid opening a vertical player (spec: reels). */
export function Component() {
  return <LazyWebReelsScreen title={useRouteHandle()?.title ?? ''} />;
}
