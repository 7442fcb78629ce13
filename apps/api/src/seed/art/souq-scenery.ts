import type { ColorPattern } from '@souq/domain/vendor-theme';
import type { Palette } from './color';
import { motifFor, motifsByCategory } from './motifs';
import { place } from './svg';

/* Pieces of a Syrian covered market, shared by the banner and the store photos. */

/** What a shop's artwork is drawn from. */
export interface VendorArtInput {
  key: string;
  colorPattern: ColorPattern;
  /** The categories it sells (first = main) and some of its products, to show its goods. */
  categories: readonly string[];
  products: readonly { key: string; category: string }[];
}

/** A row of souq arches with the shop's goods in them: the banner's skyline. */
export function arcade(
  p: Palette,
  motifs: string[],
  y: number,
  count: number,
  width: number,
): string {
  const span = width / count;
  let out = `<rect y="${y}" width="${width}" height="${600 - y}" fill="${p.dark}" opacity=".82"/>`;
  for (let i = 0; i < count; i++) {
    const x = i * span + span * 0.14;
    const w = span * 0.72;
    out += `<path d="M${x} 600 V${y + w / 2 + 30} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2 + 30} V600 Z" fill="${p.bgFrom}" opacity=".92"/>`;
    const motif = motifs[i % motifs.length];
    if (motif) out += place(motif, x + w / 2, 600 - w * 0.5, (w * 0.88) / 400);
  }
  return out;
}

/** Scalloped awning across the top: stripes in the two brand colours. */
export function awning(p: Palette, width: number, depth: number, stripe: number): string {
  let out = '';
  for (let x = 0, i = 0; x < width; x += stripe, i++) {
    const colour = i % 2 ? p.light : p.primary;
    out += `<path d="M${x} 0 H${x + stripe} V${depth} A${stripe / 2} ${stripe / 2.4} 0 0 1 ${x} ${depth} Z" fill="${colour}"/>`;
  }
  return out;
}

export function hangingLanterns(p: Palette, xs: number[], top: number): string {
  return xs
    .map(
      (
        x,
        i,
      ) => `<path d="M${x} ${top} V${top + 40 + (i % 2) * 30}" stroke="${p.dark}" stroke-width="3"/>
<g transform="translate(${x} ${top + 40 + (i % 2) * 30})"><circle r="46" fill="url(#g-glow)"/>
<path d="M-14 0 H14 L20 14 V44 L12 56 H-12 L-20 44 V14 Z" fill="${p.accent}"/><rect x="-8" y="16" width="16" height="26" rx="6" fill="${p.light}"/></g>`,
    )
    .join('');
}

/** Motifs of the categories a shop sells, drawn on the light field of its arches. */
export function shopMotifs(p: Palette, v: VendorArtInput): string[] {
  if (v.products.length > 0) {
    return v.products.map((product) => motifFor(product.category, product.key).draw(p));
  }
  return v.categories.flatMap((category) =>
    (motifsByCategory[category] ?? []).map((m) => m.draw(p)),
  );
}
