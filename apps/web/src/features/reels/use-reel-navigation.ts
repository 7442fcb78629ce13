import { reelKeyStep, reelSwipeStep, reelWheelStep, stepReel } from '@souq/domain/reels';
import { useRef, useState } from 'react';

/**
 * One trackpad flick sends dozens of wheel events; after a move the wheel is ignored this
 * long, so one gesture moves exactly one video.
 */
export const WHEEL_LOCK_MS = 600;

/**
 * The reel index and the handlers that move it (spec discovery §2/§9): a vertical swipe of more
 * than 50 px (touch, pen or mouse, through pointer events), a wheel gesture or an arrow key moves
 * exactly one video, bounded at both ends.
 */
export function useReelNavigation(total: number, startIndex = 0) {
  const [index, setIndex] = useState(startIndex);
  const swipeFrom = useRef<number | null>(null);
  const wheelLockedUntil = useRef(0);
  const go = (step: number) => setIndex((current) => stepReel(current, step, total));

  const handlers = {
    onPointerDown: (event: React.PointerEvent) => {
      swipeFrom.current = event.clientY;
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from === null) return;
      const step = reelSwipeStep(event.clientY - from);
      if (step !== null) go(step);
    },
    onPointerCancel: () => {
      swipeFrom.current = null;
    },
    onWheel: (event: React.WheelEvent) => {
      const step = reelWheelStep(event.deltaY);
      if (step === null || event.timeStamp < wheelLockedUntil.current) return;
      wheelLockedUntil.current = event.timeStamp + WHEEL_LOCK_MS;
      go(step);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      const step = reelKeyStep(event.key);
      if (step === null) return;
      event.preventDefault();
      go(step);
    },
  };
  return { index, go, handlers };
}
