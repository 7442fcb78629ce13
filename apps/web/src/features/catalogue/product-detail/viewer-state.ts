/** Spec discovery §9: the viewer zooms 1x to 3x in steps of 0.5; a swipe is 50 px or more. */
export const ZOOM = { min: 1, max: 3, step: 0.5 } as const;
export const SWIPE_THRESHOLD_PX = 50;

export const zoomIn = (level: number) => Math.min(ZOOM.max, level + ZOOM.step);
export const zoomOut = (level: number) => Math.max(ZOOM.min, level - ZOOM.step);

/** Wraps around both ends, so 'next' on the last image shows the first. */
export const stepIndex = (index: number, delta: number, total: number) =>
  total === 0 ? 0 : (index + delta + total) % total;

/**
 * Right to left: the next image lies to the left, so ArrowLeft and a swipe to the right (the
 * finger drags the row rightwards, bringing the left neighbour in) move forward.
 */
export function keyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowLeft') return 1;
  if (key === 'ArrowRight') return -1;
  return null;
}

export function swipeStep(deltaX: number): -1 | 1 | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX) return null;
  return deltaX > 0 ? 1 : -1;
}

/** A wheel turn zooms one step: up (negative deltaY) in, down out. */
export const wheelZoom = (level: number, deltaY: number) =>
  deltaY < 0 ? zoomIn(level) : deltaY > 0 ? zoomOut(level) : level;

/** A double tap or double click toggles between the whole picture and a 2x close-up. */
export const DOUBLE_TAP_MS = 300;
export const toggleZoom = (level: number) => (level > ZOOM.min ? ZOOM.min : 2);
