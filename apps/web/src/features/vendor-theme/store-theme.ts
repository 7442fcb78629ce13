import { themeCssVariables } from '@souq/domain/theme-palettes';
import { containsForbidden } from '@souq/domain/vendor-css-escape';
import { chooseTheme, type ThemeChoice } from '@souq/domain/vendor-theme';

/** What a page needs of a store to dress up in its theme (spec: Vendor theme). */
export interface ThemeSource {
  color_pattern?: string | null;
  layout_template?: string | null;
  custom_css?: string | null;
}

export interface StoreTheme extends ThemeChoice {
  /** CSS custom properties set on <html> (--vendor-primary, --vendor-on-primary, ...). */
  variables: Record<string, string>;
  /** The store's CSS, already sanitised and scoped by the API; '' when none or refused. */
  customCss: string;
}

/**
 * The app's own primary shades follow the store, so every shared piece (buttons, prices,
 * links, focus rings) wears its colours. Tints are mixed from the primary rather than taken
 * from the secondary: some secondaries are dark, and light tints must stay light.
 */
function primaryShades(primary: string): Record<string, string> {
  const mix = (amount: number, other: string) =>
    `color-mix(in srgb, ${primary} ${amount}%, ${other})`;
  return {
    '--color-primary-50': mix(8, 'white'),
    '--color-primary-100': mix(16, 'white'),
    '--color-primary-700': primary,
    '--color-primary-800': mix(85, 'black'),
    '--color-primary-900': mix(70, 'black'),
  };
}

/**
 * The domain's theme choice (unknown names fall back to the default) with its variables. The
 * CSS is not sanitised here: the API serves it sanitised and scoped, and a second pass would
 * scope it twice (.vendor-storefront .vendor-storefront …) and break it; it also keeps the CSS
 * parser out of the browser bundle. The final check stays as a safety net.
 */
export function storeTheme(vendor: ThemeSource): StoreTheme {
  const choice = chooseTheme(vendor);
  const css = vendor.custom_css ?? '';
  const palette = themeCssVariables(choice.colorPattern);
  return {
    ...choice,
    variables: {
      ...palette,
      '--vendor-on-primary': palette['--vendor-primary-foreground'],
      '--vendor-on-secondary': palette['--vendor-secondary-foreground'],
      '--vendor-on-accent': palette['--vendor-accent-foreground'],
      ...primaryShades(palette['--vendor-primary']),
    },
    customCss: css && !containsForbidden(css) ? css : '',
  };
}
