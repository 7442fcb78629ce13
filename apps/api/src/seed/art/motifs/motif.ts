import type { Palette } from '../color';

/**
 * One illustrated object drawn in a 400x400 box (centre 200,200, resting on y≈340).
 * `keywords` match words of a product key (e.g. "phone" in "galaxy-a15" does not, so
 * models are listed too); a product with no match gets one of its category's motifs by hash.
 */
export interface Motif {
  name: string;
  keywords: string[];
  draw: (p: Palette) => string;
}
