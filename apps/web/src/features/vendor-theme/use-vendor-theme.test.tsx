import { themePalettes } from '@souq/domain/theme-palettes';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOM_CSS_ID } from './apply-theme';
import type { ThemeSource } from './store-theme';
import { useVendorTheme } from './use-vendor-theme';

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const styleTag = () => document.getElementById(CUSTOM_CSS_ID);

const brocade: ThemeSource = {
  color_pattern: 'purple_royal',
  layout_template: 'visual_wall',
  custom_css: '.vendor-storefront h2{letter-spacing:0.04em}',
};
const sports: ThemeSource = {
  color_pattern: 'red_bold',
  layout_template: 'large_product_cards',
  custom_css: null,
};

describe('useVendorTheme', () => {
  it('applies colours on <html>, the layout class on <body> and the CSS as text', () => {
    renderHook(() => useVendorTheme(brocade));
    expect(variable('--vendor-primary')).toBe(themePalettes.purple_royal.primary);
    expect(variable('--vendor-on-primary')).toBe(themePalettes.purple_royal.primaryForeground);
    expect(variable('--vendor-accent')).toBe(themePalettes.purple_royal.accent);
    // The app's own primary follows the store, so shared buttons and prices wear its colour.
    expect(variable('--color-primary-700')).toBe(themePalettes.purple_royal.primary);
    expect(document.body.classList.contains('layout-visual_wall')).toBe(true);
    expect(styleTag()?.textContent).toBe(brocade.custom_css);
    expect(document.querySelectorAll(`#${CUSTOM_CSS_ID}`)).toHaveLength(1);
  });

  it('switches from one store to another without leftovers', () => {
    const { rerender } = renderHook((vendor: ThemeSource) => useVendorTheme(vendor), {
      initialProps: brocade,
    });
    rerender(sports);
    expect(variable('--vendor-primary')).toBe(themePalettes.red_bold.primary);
    expect(document.body.classList.contains('layout-visual_wall')).toBe(false);
    expect(document.body.classList.contains('layout-large_product_cards')).toBe(true);
    expect(styleTag()).toBeNull();
  });

  it('resets to the default theme on leaving', () => {
    const { unmount } = renderHook(() => useVendorTheme(brocade));
    unmount();
    expect(variable('--vendor-primary')).toBe('');
    expect(variable('--color-primary-700')).toBe('');
    expect(html.dataset.vendorTheme).toBeUndefined();
    expect([...document.body.classList].some((name) => name.startsWith('layout-'))).toBe(false);
    expect(styleTag()).toBeNull();
  });

  it('falls back to the default for unknown names and applies nothing while loading', () => {
    const { rerender } = renderHook((vendor?: ThemeSource) => useVendorTheme(vendor), {
      initialProps: undefined as ThemeSource | undefined,
    });
    expect(variable('--vendor-primary')).toBe('');
    rerender({ color_pattern: 'neon', layout_template: 'mystery', custom_css: null });
    expect(variable('--vendor-primary')).toBe(themePalettes.green_natural.primary);
    expect(document.body.classList.contains('layout-large_hero_section')).toBe(true);
    // A stored legacy name is a layout of its own, not the default.
    rerender({ color_pattern: 'neon', layout_template: 'classic', custom_css: null });
    expect(document.body.classList.contains('layout-classic')).toBe(true);
    expect(document.body.classList.contains('layout-large_hero_section')).toBe(false);
  });

  it('never parses the CSS as markup and refuses anything that could fetch or break out', () => {
    const css = '.vendor-storefront .a{color:red}/* <b>not markup</b> */';
    const { rerender } = renderHook((source: ThemeSource) => useVendorTheme(source), {
      initialProps: { ...brocade, custom_css: css },
    });
    expect(styleTag()?.textContent).toBe(css);
    expect(styleTag()?.children).toHaveLength(0);
    rerender({ ...brocade, custom_css: '.vendor-storefront{background:url(//evil.example/x)}' });
    expect(styleTag()).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
