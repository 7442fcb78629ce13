// Cuts the "core" subset of Cairo: the characters of the Latin file that Arabic pages use too
// (spaces, digits, punctuation and signs, plain Latin letters; decision 037). Run after updating
// @fontsource-variable/cairo: `node scripts/make-core-font.mjs`; the WOFF2 is committed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Code points of the core subset; apps/web/src/index.css names the same unicode-range. */
export const CORE_RANGES = [
  [0x20, 0x7e],
  // No-break space and Latin-1's signs: Arabic quotes with « », the app writes × and ·.
  [0xa0, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2212, 0x2212],
];

/** As CSS writes a unicode-range: U+0020-007E, U+00A0, ... */
export const coreUnicodeRange = () =>
  CORE_RANGES.map(([from, to]) => {
    const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
    return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
  }).join(', ');

const latin = fileURLToPath(
  new URL(
    '../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    import.meta.url,
  ),
);
export const coreFont = fileURLToPath(
  new URL('../apps/web/src/assets/fonts/cairo-core-wght-normal.woff2', import.meta.url),
);

/** The core subset, cut afresh from the installed Latin file. */
export async function makeCoreFont() {
  const source = await readFile(latin);
  const text = CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
  // The weight axis stays: one file draws every weight, like the files it is cut from.
  return { core: await subsetFont(source, text, { targetFormat: 'woff2' }), source };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { core, source } = await makeCoreFont();
  await writeFile(coreFont, core);
  console.log(`${coreFont}: ${core.length} bytes (the Latin file: ${source.length})`);
}
