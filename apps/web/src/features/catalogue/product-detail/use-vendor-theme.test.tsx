import { paths } from '@souq/domain/paths';
import { themePalettes } from '@souq/domain/theme-palettes';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, testQueryClient } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { useProductVendorTheme } from './use-vendor-theme';

describe('useProductVendorTheme', () => {
  it("fetches the store's theme without products, applies it and resets on leave", async () => {
    const fetchMock = stubFetch({
      [paths.api.exportVendors()]: () =>
        json({ data: [vendorFixture({ color_pattern: 'orange_warm' })] }),
    });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useProductVendorTheme('v1'), { wrapper });
    const html = document.documentElement;
    await waitFor(() =>
      expect(html.style.getPropertyValue('--vendor-primary')).toBe(
        themePalettes.orange_warm.primary,
      ),
    );
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('vendor_id=v1');
    expect(url).not.toContain('include_products');
    unmount();
    expect(html.style.getPropertyValue('--vendor-primary')).toBe('');
  });
});
