import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Nominatim-compatible geocoder on 127.0.0.1 for API tests (never the internet). It knows a
 * few Syrian places and can be told to misbehave: answer a status, hang, reset the connection
 * or send a body that is not the promised JSON.
 */
export type FakeMode =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'body'; body: string };

interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export const fakePlaces = [
  {
    lat: '33.5138',
    lon: '36.2765',
    display_name: 'ساحة الأمويين، كفرسوسة، دمشق، محافظة دمشق، سوريا',
    address: {
      road: 'ساحة الأمويين',
      suburb: 'كفرسوسة',
      city: 'دمشق',
      state: 'محافظة دمشق',
      country: 'سوريا',
      country_code: 'sy',
    },
  },
  {
    lat: '36.1993',
    lon: '37.1627',
    display_name: 'قلعة حلب، ساحة القلعة، حلب، محافظة حلب، سوريا',
    address: { road: 'ساحة القلعة', city: 'Halab', state: 'محافظة حلب', country: 'سوريا' },
  },
  {
    lat: '33.5722',
    lon: '36.4017',
    display_name: 'شارع الجلاء، دوما، محافظة ريف دمشق، سوريا',
    address: { road: 'شارع الجلاء', house_number: '12', town: 'دوما', state: 'محافظة ريف دمشق' },
  },
];

export async function fakeGeocoder() {
  let mode: FakeMode = { kind: 'ok' };
  const requests: FakeRequest[] = [];
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (mode.kind === 'hang') return hanging.add(() => res.destroy());
    if (mode.kind === 'reset') return req.socket.destroy();
    if (mode.kind === 'status') return send(mode.status, { error: 'fake' }, mode.headers);
    if (mode.kind === 'body') return send(200, mode.body);
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const words = q.split(/[\s,،]+/).filter((w) => w.length > 1);
      const text = (p: (typeof fakePlaces)[number]) =>
        [p.display_name, ...Object.values(p.address)].join(' ');
      const found = fakePlaces.filter((p) => words.some((w) => text(p).includes(w)));
      return send(200, found.slice(0, limit));
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      const near = fakePlaces.find(
        (p) => Math.abs(Number(p.lat) - lat) < 0.01 && Math.abs(Number(p.lon) - lon) < 0.01,
      );
      return send(200, near ?? { error: 'Unable to geocode' });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next: FakeMode) {
      mode = next;
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeGeocoder = Awaited<ReturnType<typeof fakeGeocoder>>;

/** A URL on which nothing listens (connection refused): a port we opened and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
