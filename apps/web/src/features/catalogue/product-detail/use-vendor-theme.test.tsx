import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVendorTheme } from './use-vendor-theme';

describe('useVendorTheme', () => {
  it('marks the page with the vendor and restores the default on leave', () => {
    const { unmount } = renderHook(() => useVendorTheme('v1'));
    expect(document.documentElement.dataset.vendor).toBe('v1');
    unmount();
    expect(document.documentElement.dataset.vendor).toBeUndefined();
  });
});
