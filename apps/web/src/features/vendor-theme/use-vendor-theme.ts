import { useLayoutEffect } from 'react';
import { applyTheme, resetTheme } from './apply-theme';
import { storeTheme, type ThemeSource } from './store-theme';

/**
 * Spec discovery §4 (theme application): storefront, product and checkout pages wear the store's
 * theme while they are on screen; leaving resets to the default. A layout effect, so the first
 * paint already has the store's colours. Nothing is applied until the store is known.
 */
export function useVendorTheme(vendor: ThemeSource | null | undefined): void {
  const pattern = vendor?.color_pattern;
  const layout = vendor?.layout_template;
  const css = vendor?.custom_css;
  const known = Boolean(vendor);
  useLayoutEffect(() => {
    if (!known) return;
    applyTheme(storeTheme({ color_pattern: pattern, layout_template: layout, custom_css: css }));
    return resetTheme;
  }, [known, pattern, layout, css]);
}
