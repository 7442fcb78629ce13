import { prng } from '../prng';
import { categoryHues, type Palette, paletteFor } from './color';
import { motifFor, motifsByCategory } from './motifs';
import { paletteDefs, place, star8, svgDocument } from './svg';

const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Faint repeating Damascene stars: gives the background texture without costing bytes. */
function starLattice(p: Palette, opacity: number): string {
  let stars = '';
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      const x = 60 + col * 120 + (row % 2) * 60;
      stars += star8(x, 60 + row * 120, 26, `fill="none" stroke="${p.light}" stroke-width="3"`);
    }
  }
  return `<g opacity="${opacity}">${stars}</g>`;
}

function bokeh(random: () => number, p: Palette): string {
  let dots = '';
  for (let i = 0; i < 9; i++) {
    const r = 12 + random() * 46;
    dots += `<circle cx="${(random() * 800).toFixed(0)}" cy="${(random() * 600).toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 3 ? p.light : p.accent}" opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`;
  }
  return dots;
}

/**
 * A product photo stand-in: the product's motif on a soft gradient, composed three ways so a
 * gallery of 1..3 images reads as "front", "close-up" and "styled" shots of the same item.
 */
export function productSvg(category: string, key: string, index: number): string {
  const p = paletteFor(key, categoryHues[category] ?? 200);
  const random = prng(`art:${key}:${index}`);
  const motif = motifFor(category, key).draw(p);
  const shot = index % 3;
  let body = `${paletteDefs(p, 35 + index * 70)}<rect width="800" height="600" fill="url(#bg)"/>`;
  if (shot === 0) {
    body += `${starLattice(p, 0.35)}<circle cx="400" cy="290" r="250" fill="${p.light}" opacity=".55"/>
<ellipse cx="400" cy="478" rx="200" ry="22" fill="${p.dark}" opacity=".14"/>${place(motif, 400, 290, 1.2)}`;
  } else if (shot === 1) {
    body += `<path d="M0 420 L800 250 V600 H0 Z" fill="${p.secondary}" opacity=".35"/>${bokeh(random, p)}
${place(motif, 440, 310, 1.42, -8 + random() * 6)}`;
  } else {
    const others = motifsByCategory[category] ?? [];
    const companion = others[Math.floor(random() * others.length)];
    const tint = paletteFor(`${key}:companion`, (categoryHues[category] ?? 200) + 40);
    body += `<rect y="430" width="800" height="170" fill="${p.dark}" opacity=".12"/>${bokeh(random, p)}
<ellipse cx="300" cy="470" rx="170" ry="18" fill="${p.dark}" opacity=".16"/>${place(motif, 300, 300, 0.9)}
${companion ? place(companion.draw(tint), 600, 370, 0.48, 6) : ''}`;
  }
  return svgDocument(PRODUCT_IMAGE_SIZE.width, PRODUCT_IMAGE_SIZE.height, body);
}
