/**
 * The reel player's movement rules (spec discovery §2 Reels, §9): a vertical swipe of more than
 * 50 px, a wheel notch or an arrow key moves exactly one video, and never past either end.
 */
export const REEL_SWIPE_THRESHOLD_PX = 50;

/** Spec discovery §9: the reels screen fetches 20 videos. */
export const REELS_PAGE_SIZE = 20;

/** Moving the finger up (negative delta) brings the next video, as in every vertical feed. */
export function reelSwipeStep(deltaY: number): -1 | 1 | null {
  if (Math.abs(deltaY) <= REEL_SWIPE_THRESHOLD_PX) return null;
  return deltaY < 0 ? 1 : -1;
}

/** Wheel down is next; tiny trackpad jitter is ignored. */
export function reelWheelStep(deltaY: number, minDelta = 4): -1 | 1 | null {
  if (Math.abs(deltaY) < minDelta) return null;
  return deltaY > 0 ? 1 : -1;
}

/** Vertical keys only: left/right keep their usual meaning inside the controls. */
export function reelKeyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowDown' || key === 'PageDown') return 1;
  if (key === 'ArrowUp' || key === 'PageUp') return -1;
  return null;
}

/** The index after a step, clamped to [0, total - 1] (bounded, never wraps). */
export function stepReel(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, index + Math.sign(step)));
}

export const isFirstReel = (index: number) => index <= 0;
export const isLastReel = (index: number, total: number) => index >= total - 1;
