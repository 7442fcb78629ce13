import { prng } from '../prng';
import { motifFor } from './motifs';
import { arcade, awning, hangingLanterns, shopMotifs, type VendorArtInput } from './souq-scenery';
import { paletteDefs, place, star8, svgDocument } from './svg';
import { onColour, vendorPalette } from './vendor-palette';

export type { VendorArtInput } from './souq-scenery';

const BANNER_SIZE = { width: 1600, height: 600 } as const;
const LOGO_SIZE = { width: 256, height: 256 } as const;

/** Storefront banner: brand-coloured sky with stars, an awning, lanterns and an arcade of goods. */
export function bannerSvg(v: VendorArtInput): string {
  const p = vendorPalette(v.colorPattern, v.key);
  const random = prng(`banner:${v.key}`);
  const motifs = shopMotifs(p, v);
  let stars = '';
  for (let i = 0; i < 14; i++) {
    stars += star8(
      60 + i * 115,
      150 + (i % 3) * 40,
      18 + (i % 4) * 4,
      `fill="${p.light}" opacity=".18"`,
    );
  }
  const body = `${paletteDefs(p, 20)}<rect width="1600" height="600" fill="url(#bg)"/>
<rect width="1600" height="600" fill="${p.primary}" opacity=".35"/>${stars}
<circle cx="${1200 + random() * 200}" cy="180" r="120" fill="url(#g-glow)"/>
${hangingLanterns(p, [220, 560, 1040, 1380], 60)}${awning(p, 1600, 70, 80)}
${arcade(p, motifs, 330, 6, 1600)}`;
  return svgDocument(BANNER_SIZE.width, BANNER_SIZE.height, body);
}

/** Round badge: brand ring and star with the shop's signature product in the middle. */
export function logoSvg(v: VendorArtInput): string {
  const p = vendorPalette(v.colorPattern, v.key);
  const signature = v.products[0] ?? { key: v.key, category: v.categories[0] ?? 'electronics' };
  const motif = motifFor(signature.category, signature.key).draw(onColour(p));
  const body = `${paletteDefs(p)}<rect width="256" height="256" fill="${p.light}"/>
<circle cx="128" cy="128" r="120" fill="${p.primary}"/>
<circle cx="128" cy="128" r="108" fill="none" stroke="${p.accent}" stroke-width="6"/>
${star8(128, 128, 92, `fill="${p.dark}" opacity=".25"`)}
${place(motif, 128, 128, 0.36)}`;
  return svgDocument(LOGO_SIZE.width, LOGO_SIZE.height, body);
}
