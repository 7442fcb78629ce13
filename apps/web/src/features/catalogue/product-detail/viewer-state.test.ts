import { describe, expect, it } from 'vitest';
import {
  keyStep,
  stepIndex,
  swipeStep,
  toggleZoom,
  wheelZoom,
  zoomIn,
  zoomOut,
} from './viewer-state';

describe('image viewer rules', () => {
  it('zooms between 1x and 3x in steps of 0.5', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(1)).toBe(1);
  });

  it('needs 50 px for a swipe, mirrored for right to left', () => {
    expect(swipeStep(49)).toBeNull();
    expect(swipeStep(-49)).toBeNull();
    expect(swipeStep(50)).toBe(1);
    expect(swipeStep(-80)).toBe(-1);
  });

  it('mirrors the arrow keys and wraps around', () => {
    expect(keyStep('ArrowLeft')).toBe(1);
    expect(keyStep('ArrowRight')).toBe(-1);
    expect(keyStep('a')).toBeNull();
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });

  it('zooms a step per wheel turn and toggles a close-up on a double tap', () => {
    expect(wheelZoom(1, -100)).toBe(1.5);
    expect(wheelZoom(1.5, 40)).toBe(1);
    expect(wheelZoom(3, -100)).toBe(3);
    expect(wheelZoom(2, 0)).toBe(2);
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2.5)).toBe(1);
  });
});
