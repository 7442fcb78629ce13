import { describe, expect, it } from 'vitest';
import {
  isFirstReel,
  isLastReel,
  REEL_SWIPE_THRESHOLD_PX,
  reelKeyStep,
  reelSwipeStep,
  reelWheelStep,
  stepReel,
} from './reels';

describe('reelSwipeStep', () => {
  it('needs more than 50 px', () => {
    expect(REEL_SWIPE_THRESHOLD_PX).toBe(50);
    expect(reelSwipeStep(-50)).toBeNull();
    expect(reelSwipeStep(50)).toBeNull();
    expect(reelSwipeStep(0)).toBeNull();
    expect(reelSwipeStep(-51)).toBe(1);
    expect(reelSwipeStep(51)).toBe(-1);
  });
  it('moves one video whatever the distance', () => {
    expect(reelSwipeStep(-900)).toBe(1);
    expect(reelSwipeStep(900)).toBe(-1);
  });
});

describe('reelWheelStep and reelKeyStep', () => {
  it('wheel down is next, jitter ignored', () => {
    expect(reelWheelStep(120)).toBe(1);
    expect(reelWheelStep(-120)).toBe(-1);
    expect(reelWheelStep(2)).toBeNull();
  });
  it('vertical keys move, others do not', () => {
    expect(reelKeyStep('ArrowDown')).toBe(1);
    expect(reelKeyStep('PageDown')).toBe(1);
    expect(reelKeyStep('ArrowUp')).toBe(-1);
    expect(reelKeyStep('PageUp')).toBe(-1);
    expect(reelKeyStep('ArrowLeft')).toBeNull();
    expect(reelKeyStep('Enter')).toBeNull();
  });
});

describe('stepReel', () => {
  it('moves exactly one, whatever the step size', () => {
    expect(stepReel(3, 1, 8)).toBe(4);
    expect(stepReel(3, -1, 8)).toBe(2);
    expect(stepReel(3, 5, 8)).toBe(4);
  });
  it('is bounded at both ends', () => {
    expect(stepReel(0, -1, 8)).toBe(0);
    expect(stepReel(7, 1, 8)).toBe(7);
    expect(stepReel(0, 1, 1)).toBe(0);
    expect(stepReel(0, 1, 0)).toBe(0);
    expect(isFirstReel(0)).toBe(true);
    expect(isLastReel(7, 8)).toBe(true);
    expect(isLastReel(6, 8)).toBe(false);
  });
});
