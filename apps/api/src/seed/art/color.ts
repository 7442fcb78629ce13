import { prng } from '../prng';

/** The colours a motif is painted with; every drawing uses only these, so one key = one look. */
export interface Palette {
  /** Background gradient, light to slightly deeper. */
  bgFrom: string;
  bgTo: string;
  primary: string;
  secondary: string;
  accent: string;
  dark: string;
  light: string;
  metal: string;
}

/** HSL (degrees, %, %) to #rrggbb: librsvg reads hex everywhere, so we never emit hsl(). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A harmonious palette around `baseHue`, nudged per key: products of one category share a
 * family of colours (so a category page looks curated) yet no two products look the same.
 */
export function paletteFor(key: string, baseHue: number, hueSpread = 90): Palette {
  const random = prng(`palette:${key}`);
  const hue = baseHue + (random() - 0.5) * hueSpread;
  const accentHue = hue + 150 + random() * 60;
  return {
    bgFrom: hsl(hue - 10, 60, 94),
    bgTo: hsl(hue + 20, 45 + random() * 15, 80),
    primary: hsl(hue, 55 + random() * 20, 42 + random() * 10),
    secondary: hsl(hue + 18, 55, 70),
    accent: hsl(accentHue, 70, 55),
    dark: hsl(hue, 25, 17),
    light: hsl(hue, 40, 97),
    metal: hsl(hue, 8, 72),
  };
}

/** Base hue per category: electronics cool blue, food warm amber, and so on. */
export const categoryHues: Record<string, number> = {
  electronics: 215,
  fashion: 330,
  'home-garden': 140,
  sports: 20,
  books: 265,
  beauty: 350,
  cars: 200,
  food: 40,
};
