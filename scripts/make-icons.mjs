// Draws the app icons (PWA manifest) from the favicon's shopping bag, as PNGs with sharp.
// Run after changing the drawing: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

/** The favicon's bag (primary-700 tile, white bag, amber handle) on a 64-unit grid. */
const bag = `<path d="M20 26h24l-2 22H22z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
<path d="M26 26v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#fbbf24" stroke-width="4" stroke-linecap="round"/>`;

/** Rounded tile, as on the favicon. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="16" fill="#047857"/>${bag}</svg>`;

/**
 * Maskable: launchers crop to their own shape and keep only the central 80% circle,
 * so the tile fills the square and the bag shrinks into the safe zone.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#047857"/><g transform="translate(32 36) scale(0.75) translate(-32 -36)">${bag}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

await mkdir(out, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, file));
  console.log(`wrote apps/web/public/icons/${file}`);
}
