import type { Palette } from './color';

/** Shared gradients every motif may reference (url(#g-primary) and friends). */
export function paletteDefs(p: Palette, angle = 0): string {
  const rad = (angle * Math.PI) / 180;
  const x2 = (0.5 + Math.cos(rad) / 2).toFixed(2);
  const y2 = (0.5 + Math.sin(rad) / 2).toFixed(2);
  const x1 = (1 - Number(x2)).toFixed(2);
  const y1 = (1 - Number(y2)).toFixed(2);
  return `<defs>
<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>
<linearGradient id="g-primary" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<linearGradient id="g-metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.metal}"/></linearGradient>
<radialGradient id="g-glow"><stop offset="0" stop-color="${p.light}" stop-opacity=".9"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
</defs>`;
}

export const svgDocument = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** An eight-pointed star (two overlapping squares), the classic Damascene ornament. */
export function star8(cx: number, cy: number, r: number, attrs: string): string {
  const s = r * Math.SQRT1_2;
  const square = `<rect x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}"`;
  return `${square} ${attrs}/>${square} transform="rotate(45 ${cx} ${cy})" ${attrs}/>`;
}

/** Places a 400x400 motif so its centre lands on (cx, cy) at the given scale and tilt. */
export const place = (motif: string, cx: number, cy: number, scale: number, rotate = 0): string =>
  `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${scale}) translate(-200 -200)">${motif}</g>`;

/** A gear/cog outline centred on (cx, cy), used for car parts. */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number) {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    for (const offset of [-0.28, 0.28]) {
      const a = ((i + offset + 0.5) * Math.PI) / teeth;
      points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
    }
  }
  return `M${points.join(' L')} Z`;
}
