import type { ColorPattern } from './vendor-theme';

/**
 * The eight vendor colour patterns as real palettes (docs/decisions/007-vendor-css.md: each passes
 * WCAG AA). Every colour is paired with the text colour drawn on it; the surface is the
 * storefront's page background, on which the primary is also used as link and heading colour. The
 * tests (theme-palettes.test.ts) prove every pair is at least 4.5:1.
 */
export interface ThemePalette {
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
  accent: string;
  accentForeground: string;
  surface: string;
  surfaceForeground: string;
}

export const themePalettes: Record<ColorPattern, ThemePalette> = {
  // Deep rose on blush: romantic without the candy pink that fails contrast.
  pink_romantic: {
    primary: '#a3245a',
    primaryForeground: '#ffffff',
    secondary: '#fbe4ee',
    secondaryForeground: '#5c1233',
    accent: '#f2a7c3',
    accentForeground: '#4a0f29',
    surface: '#fff8fb',
    surfaceForeground: '#2b1420',
  },
  // Royal purple with a gold accent.
  purple_royal: {
    primary: '#5b2a86',
    primaryForeground: '#ffffff',
    secondary: '#efe6f7',
    secondaryForeground: '#3b1a5a',
    accent: '#d4af37',
    accentForeground: '#2a1540',
    surface: '#fbf8fe',
    surfaceForeground: '#221530',
  },
  // Navy and sky: calm, corporate.
  blue_professional: {
    primary: '#1d4e89',
    primaryForeground: '#ffffff',
    secondary: '#e4eef9',
    secondaryForeground: '#12355e',
    accent: '#5fb3d9',
    accentForeground: '#0b2540',
    surface: '#f7fafd',
    surfaceForeground: '#132033',
  },
  // Charcoal and stone with a muted champagne accent.
  gray_elegant: {
    primary: '#3f4650',
    primaryForeground: '#ffffff',
    secondary: '#ecedef',
    secondaryForeground: '#2b3037',
    accent: '#c8b48a',
    accentForeground: '#2b2416',
    surface: '#fafafa',
    surfaceForeground: '#1d2025',
  },
  // Burnt orange and apricot: warm like a spice market.
  orange_warm: {
    primary: '#b2470e',
    primaryForeground: '#ffffff',
    secondary: '#fde9d9',
    secondaryForeground: '#5e2606',
    accent: '#f4b942',
    accentForeground: '#3a2205',
    surface: '#fffaf5',
    surfaceForeground: '#2e1a0c',
  },
  // The default: olive-leaf green with a wheat accent.
  green_natural: {
    primary: '#2e6b3f',
    primaryForeground: '#ffffff',
    secondary: '#e4f1e6',
    secondaryForeground: '#1d4528',
    accent: '#d9c27a',
    accentForeground: '#2d2710',
    surface: '#f8fbf6',
    surfaceForeground: '#17261b',
  },
  // Near-black with gold lettering on ivory.
  black_luxury: {
    primary: '#141414',
    primaryForeground: '#e8c872',
    secondary: '#2b2b2b',
    secondaryForeground: '#f3ead3',
    accent: '#c9a227',
    accentForeground: '#141414',
    surface: '#fbf8f1',
    surfaceForeground: '#141414',
  },
  // Signal red with a charcoal accent.
  red_bold: {
    primary: '#b3141c',
    primaryForeground: '#ffffff',
    secondary: '#fde3e3',
    secondaryForeground: '#6b0a0f',
    accent: '#262626',
    accentForeground: '#ffffff',
    surface: '#fffafa',
    surfaceForeground: '#241314',
  },
};

/** The CSS custom properties a storefront root carries (--vendor-primary, ...). */
export type ThemeVariable = `--vendor-${
  | 'primary'
  | 'primary-foreground'
  | 'secondary'
  | 'secondary-foreground'
  | 'accent'
  | 'accent-foreground'
  | 'surface'
  | 'surface-foreground'}`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function themeCssVariables(pattern: ColorPattern): Record<ThemeVariable, string> {
  const palette = themePalettes[pattern];
  return Object.fromEntries(
    Object.entries(palette).map(([key, value]) => [`--vendor-${kebab(key)}`, value]),
  ) as Record<ThemeVariable, string>;
}
