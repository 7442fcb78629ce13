#!/usr/bin/env node
/**
 * `npm run size`: what a first visit downloads. "Initial" is what index.html loads before any
 * route code (entry script, modulepreloads, stylesheets); each lazy route chunk is listed after.
 * Sizes are gzip (level 9) and brotli, the bytes that cross a slow mobile link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const measure = (file) => {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
};

const initialRows = initial.map(measure);
const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
const js = initialRows.filter((r) => r.file.endsWith('.js'));
console.log('Initial load (index.html):');
console.table(
  initialRows.map((r) => ({
    file: r.file,
    raw: kb(r.raw),
    gzip: kb(r.gzip),
    brotli: kb(r.brotli),
  })),
);
console.log(`initial JS gzip: ${kb(sum(js, 'gzip'))}, brotli: ${kb(sum(js, 'brotli'))}`);
console.log(
  `initial CSS gzip: ${kb(
    sum(
      initialRows.filter((r) => r.file.endsWith('.css')),
      'gzip',
    ),
  )}`,
);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => measure(`assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLazy chunks (largest first):');
console.table(lazy.map((r) => ({ file: r.file, gzip: kb(r.gzip) })));
