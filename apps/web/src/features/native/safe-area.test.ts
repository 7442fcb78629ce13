import { afterEach, describe, expect, it } from 'vitest';
import { applySafeAreaInsets, FALLBACK_INSETS, insetOverrides } from './safe-area';

const root = () => document.documentElement.style;

afterEach(() => {
  root().removeProperty('--spacing-safe-top');
  root().removeProperty('--spacing-safe-bottom');
});

describe('safe-area insets', () => {
  it('keeps the spec fallbacks at top 44 px and bottom 34 px', () => {
    expect(FALLBACK_INSETS).toEqual({ top: 44, bottom: 34 });
  });

  it.each([
    [true, { top: 0, bottom: 0 }, { top: '44px', bottom: '34px' }],
    [true, { top: 24, bottom: 0 }, { top: null, bottom: '34px' }],
    [true, { top: 47, bottom: 34 }, { top: null, bottom: null }],
    [false, { top: 0, bottom: 0 }, { top: null, bottom: null }],
  ])('native %s with env() %o -> %o', (native, measured, expected) => {
    expect(insetOverrides(native, measured)).toEqual(expected);
  });

  it('writes the fallbacks into the theme variables the mobile frame uses', () => {
    applySafeAreaInsets(true, { top: 0, bottom: 0 });
    expect(root().getPropertyValue('--spacing-safe-top')).toBe('44px');
    expect(root().getPropertyValue('--spacing-safe-bottom')).toBe('34px');
  });

  it('gives the real insets back to env() once the platform reports them', () => {
    applySafeAreaInsets(true, { top: 0, bottom: 0 });
    applySafeAreaInsets(true, { top: 30, bottom: 20 });
    expect(root().getPropertyValue('--spacing-safe-top')).toBe('');
    expect(root().getPropertyValue('--spacing-safe-bottom')).toBe('');
  });

  it('never touches the web', () => {
    applySafeAreaInsets(false, { top: 0, bottom: 0 });
    expect(root().getPropertyValue('--spacing-safe-top')).toBe('');
  });
});
