/**
 * The embedded default's memory (PGlite in the server process, demo data): the server's RSS
 * when idle after start, and at its highest while 50 connections ask for uncached lists and
 * searches for `seconds` (sampled every 100 ms). Target (issue 20): <= 350 MB, so a shop runs
 * comfortably on a 1 GB server.
 */
import { startServer } from '../lib/server.mjs';
import { rssMb } from './api-session.mjs';
import { measure } from './measure.mjs';

const QUERIES = [
  'limit=20',
  'limit=20&sort=price_low',
  `q=${encodeURIComponent('زيت')}&limit=20`,
  `q=${encodeURIComponent('فستان احمر')}&limit=20`,
  `q=${encodeURIComponent('سامسونق')}&limit=20`,
];

export async function measureEmbeddedMemory({ seconds = 10, port = 3211 } = {}) {
  const previous = { url: process.env.DATABASE_URL, seed: process.env.SEED_DEMO };
  delete process.env.DATABASE_URL;
  process.env.SEED_DEMO = 'true';
  const server = await startServer({ port });
  try {
    // Settle after seeding, as a server that has been up a while is.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleMb = rssMb(server.pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(server.pid));
    }, 100);
    const headers = { 'accept-encoding': 'br, gzip', 'cache-control': 'no-cache' };
    const each = Math.max(1, Math.round(seconds / QUERIES.length));
    for (const query of QUERIES) {
      const url = `${server.url}/functions/v1/export-products?${query}`;
      await measure({ url, connections: 50, seconds: each, headers });
    }
    clearInterval(sampler);
    return { idleMb, peakMb };
  } finally {
    server.stop();
    if (previous.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous.url;
    if (previous.seed === undefined) delete process.env.SEED_DEMO;
    else process.env.SEED_DEMO = previous.seed;
  }
}
