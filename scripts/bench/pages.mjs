/**
 * `npm run bench -- --pages`: what shoppers download and wait for on a first visit.
 * 1. JavaScript per page on the wire (target: the products page <= 170 KB,
 *    docs/decisions/010-first-visit-weight.md);
 * 2. the reels screens on slow 4G in a throttled browser: first poster, first video frame,
 *    bytes by then (target: poster < 2.5 s, video < 4 s; /reels fetches no video at all);
 * 3. Lighthouse's own verdict (simulated slow 4G) on the same screens.
 * Needs a build (`npm run build`). Prints tables; nothing here passes or fails.
 */
import { runLighthouse } from '../lib/lighthouse.mjs';
import { startServer } from '../lib/server.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measureReelsOnSlow4g } from './reels-slow-4g.mjs';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const seconds = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);

export async function runPagesBench({ port }) {
  const server = await startServer({ port });
  try {
    const first = await (await fetch(`${server.url}/functions/v1/export-products?limit=1`)).json();
    const productId = first.data[0].id;
    const pages = [
      '/',
      '/products',
      '/mobile/products',
      `/product/${productId}`,
      '/reels',
      '/mobile/reels',
    ];
    const weights = [];
    for (const path of pages) {
      const { totals } = await measurePageWeight(server.url, path);
      const all = Object.values(totals).reduce((sum, t) => sum + t.bytes, 0);
      weights.push({
        page: path.replace(productId, ':id'),
        'JS KB (wire)': kb(totals.js?.bytes ?? 0),
        'JS files': totals.js?.files ?? 0,
        'CSS KB': kb(totals.css?.bytes ?? 0),
        'fonts KB': kb(totals.font?.bytes ?? 0),
        'all KB': kb(all),
        target: /products$/.test(path) ? 'JS <= 170 KB' : '',
      });
    }
    console.log('First visit, phone viewport, cache off (JS until idle, lazy chunks included):');
    console.table(weights);

    const reels = [];
    for (const [path, playVideo] of [
      ['/mobile/reels', true],
      ['/reels', false],
    ]) {
      for (let run = 1; run <= 3; run++) {
        const r = await measureReelsOnSlow4g(server.url, path, { playVideo });
        reels.push({
          page: path,
          run,
          'first poster': seconds(r.poster),
          'first video playing': playVideo ? seconds(r.playing) : 'not opened',
          'poster KB': kb(r.bytes.poster),
          'video KB': kb(r.bytes.video),
          'other KB': kb(r.bytes.other),
        });
      }
    }
    console.log('\nReels on slow 4G, 4x CPU (targets: poster < 2.5 s, video < 4 s):');
    console.table(reels);

    const lighthouse = await runLighthouse(server.url, ['/mobile/reels', '/reels', '/products']);
    console.log('\nLighthouse, mobile profile (simulated slow 4G; target LCP < 2.5 s on reels):');
    console.table(lighthouse.map((r) => r.row));
  } finally {
    server.stop();
  }
}
