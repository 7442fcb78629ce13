import { prng } from '../prng';
import { awning, hangingLanterns, shopMotifs, type VendorArtInput } from './souq-scenery';
import { paletteDefs, place, star8, svgDocument } from './svg';
import { vendorPalette } from './vendor-palette';

const STORE_PHOTO_SIZE = { width: 800, height: 600 } as const;

/** Four kinds of "photos of the shop", cycled: facade, shelves, display table, arcade. */
export function storePhotoSvg(v: VendorArtInput, index: number): string {
  const p = vendorPalette(v.colorPattern, `${v.key}:${index % 2}`);
  const random = prng(`store:${v.key}:${index}`);
  const motifs = shopMotifs(p, v);
  const pickMotif = () => motifs[Math.floor(random() * motifs.length)] ?? '';
  const scene = index % 4;
  let body = `${paletteDefs(p, 90)}<rect width="800" height="600" fill="url(#bg)"/>`;
  if (scene === 0) {
    // Facade: striped awning, an arched door and two shop windows.
    body += `<rect y="120" width="800" height="420" fill="${p.secondary}" opacity=".5"/>${awning(p, 800, 110, 66)}
<path d="M320 540 V300 A80 80 0 0 1 480 300 V540 Z" fill="${p.dark}"/>
<path d="M340 540 V306 A60 60 0 0 1 460 306 V540 Z" fill="${p.primary}" opacity=".6"/>
<rect x="60" y="220" width="220" height="220" rx="10" fill="${p.light}"/><rect x="520" y="220" width="220" height="220" rx="10" fill="${p.light}"/>
${place(pickMotif(), 170, 330, 0.45)}${place(pickMotif(), 630, 330, 0.45)}
<rect y="540" width="800" height="60" fill="${p.dark}" opacity=".75"/>`;
  } else if (scene === 1) {
    // Shelves stocked with the shop's goods.
    body += `<rect x="40" y="40" width="720" height="500" rx="8" fill="${p.light}" opacity=".7"/>`;
    for (let row = 0; row < 3; row++) {
      const y = 190 + row * 160;
      for (let col = 0; col < 4; col++) body += place(pickMotif(), 130 + col * 180, y - 60, 0.3);
      body += `<rect x="40" y="${y}" width="720" height="16" fill="${p.dark}" opacity=".8"/>`;
    }
  } else if (scene === 2) {
    // A display table in front of a patterned wall.
    for (let i = 0; i < 24; i++) {
      body += star8(
        50 + (i % 8) * 100,
        60 + Math.floor(i / 8) * 110,
        26,
        `fill="${p.primary}" opacity=".18"`,
      );
    }
    body += `<rect x="60" y="400" width="680" height="36" rx="8" fill="${p.dark}"/>
<rect x="100" y="436" width="24" height="140" fill="${p.dark}"/><rect x="676" y="436" width="24" height="140" fill="${p.dark}"/>
${place(pickMotif(), 210, 320, 0.45)}${place(pickMotif(), 400, 300, 0.55)}${place(pickMotif(), 590, 320, 0.45)}`;
  } else {
    // Looking down a covered souq: nested arches and lanterns.
    for (let i = 0; i < 4; i++) {
      const inset = i * 70;
      body += `<path d="M${80 + inset} 600 V${300 + inset * 0.6} A${320 - inset} ${260 - inset * 0.6} 0 0 1 ${720 - inset} ${300 + inset * 0.6} V600" fill="none" stroke="${p.dark}" stroke-width="${36 - i * 7}" opacity="${0.85 - i * 0.15}"/>`;
    }
    body += `${hangingLanterns(p, [260, 400, 540], 0)}${place(pickMotif(), 400, 470, 0.4)}`;
  }
  return svgDocument(STORE_PHOTO_SIZE.width, STORE_PHOTO_SIZE.height, body);
}
