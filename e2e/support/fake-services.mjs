/**
 * What e2e tests must not fetch from the internet, served locally on one port:
 * - map tiles: /tiles/{z}/{x}/{y}.png (a light or a slightly darker square, so panning shows);
 *   /tiles/satellite/... the same in green; the map-type toggle is visible in screenshots;
 * - a Nominatim-compatible geocoder: /search?q= and /reverse?lat=&lon= over a few Syrian places.
 * Start: `FAKE_SERVICES_PORT=3101 node e2e/support/fake-services.mjs`.
 */
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

const port = Number(process.env.FAKE_SERVICES_PORT ?? 3101);

/**
 * A solid 256x256 PNG of one colour, written by hand so the fake needs no image library.
 * @param {[number, number, number]} rgb
 */
function solidPng([r, g, b]) {
  const size = 256;
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {Buffer} buffer */
function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const tiles = {
  roadmap: [solidPng([242, 239, 233]), solidPng([232, 228, 220])],
  satellite: [solidPng([94, 122, 84]), solidPng([84, 110, 76])],
};

/** Places the fake geocoder knows; display names as Nominatim writes them in Arabic. */
export const places = [
  { name: 'ساحة الأمويين', lat: 33.5138, lon: 36.2765, road: 'ساحة الأمويين', city: 'دمشق' },
  { name: 'باب توما', lat: 33.5131, lon: 36.3166, road: 'شارع باب توما', city: 'دمشق' },
  { name: 'المزة', lat: 33.5, lon: 36.24, road: 'أوتوستراد المزة', city: 'دمشق' },
  { name: 'قلعة حلب', lat: 36.1993, lon: 37.1627, road: 'ساحة القلعة', city: 'حلب' },
  { name: 'ساحة الساعة', lat: 34.7324, lon: 36.7137, road: 'شارع القوتلي', city: 'حمص' },
];

/** @param {(typeof places)[number]} place */
const asNominatim = (place) => ({
  lat: String(place.lat),
  lon: String(place.lon),
  display_name: `${place.road}، ${place.city}، سوريا`,
  address: { road: place.road, city: place.city, country: 'سوريا', country_code: 'sy' },
});

/** @param {number} lat @param {number} lon */
function nearest(lat, lon) {
  /** @type {{ place: (typeof places)[number], d: number } | null} */
  let best = null;
  for (const place of places) {
    const d = (place.lat - lat) ** 2 + (place.lon - lon) ** 2;
    if (!best || d < best.d) best = { place, d };
  }
  // About 20 km: farther than that the fake, like Nominatim in the desert, knows nothing.
  return best && best.d < 0.04 ? best.place : null;
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const tile = url.pathname.match(/^\/tiles\/(?:(satellite)\/)?(\d+)\/(\d+)\/(\d+)\.png$/);
  if (tile) {
    const [, satellite, , x, y] = tile;
    const set = satellite ? tiles.satellite : tiles.roadmap;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(set[(Number(x) + Number(y)) % 2]);
    return;
  }
  if (url.pathname === '/search') {
    const q = (url.searchParams.get('q') ?? '').trim();
    const found = places.filter((p) => q && (p.name.includes(q) || p.city.includes(q)));
    json(response, 200, found.map(asNominatim));
    return;
  }
  if (url.pathname === '/reverse') {
    const place = nearest(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')));
    json(response, 200, place ? asNominatim(place) : { error: 'Unable to geocode' });
    return;
  }
  if (url.pathname === '/health') {
    json(response, 200, { ok: true });
    return;
  }
  response.writeHead(404).end();
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
