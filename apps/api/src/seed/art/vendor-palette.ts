import type { ColorPattern } from '@souq/domain/vendor-theme';
import { hsl, type Palette, paletteFor } from './color';

const patternHues: Record<ColorPattern, number> = {
  pink_romantic: 330,
  purple_royal: 272,
  blue_professional: 215,
  gray_elegant: 220,
  orange_warm: 24,
  green_natural: 135,
  black_luxury: 45,
  red_bold: 356,
};

/**
 * The shop's artwork follows its colour pattern, so the banner, logo and storefront theme
 * agree. Gray and black are not hues: they get desaturated bodies with a warm/gold accent.
 */
export function vendorPalette(pattern: ColorPattern, key: string): Palette {
  // A narrow hue spread: an orange_warm shop must still look orange.
  const base = paletteFor(`vendor:${key}`, patternHues[pattern], 16);
  if (pattern === 'gray_elegant') {
    return {
      ...base,
      primary: hsl(220, 9, 38),
      secondary: hsl(220, 8, 66),
      accent: hsl(32, 70, 52),
      bgFrom: hsl(220, 10, 94),
      bgTo: hsl(220, 8, 78),
    };
  }
  if (pattern === 'black_luxury') {
    return {
      ...base,
      primary: hsl(220, 14, 14),
      secondary: hsl(220, 8, 32),
      accent: hsl(45, 72, 52),
      bgFrom: hsl(40, 20, 90),
      bgTo: hsl(220, 10, 40),
      dark: '#0b0b0f',
    };
  }
  return base;
}

/** A copy of the palette with light bodies, for motifs drawn on the shop's coloured fields. */
export const onColour = (p: Palette): Palette => ({ ...p, primary: p.light, secondary: p.bgTo });
