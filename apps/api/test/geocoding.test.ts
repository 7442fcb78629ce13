import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { closedPortUrl, type FakeGeocoder, fakeGeocoder } from './helpers/fake-geocoder';

/** /api/geocode/* against a fake Nominatim: mapping, cache, errors, fallback and rate limit. */
describe('geocoding', () => {
  let t: TestApp;
  let fake: FakeGeocoder;
  let ip = 0;
  beforeAll(async () => {
    fake = await fakeGeocoder();
    // Back-to-back upstream calls are what these tests make; the shared turn at the geocoder
    // is tested in geocoding-processes.test.ts.
    t = await testApp({ env: { GEOCODER_URL: fake.url, GEOCODER_REQUESTS_PER_SECOND: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.respond({ kind: 'ok' }));

  // Each test asks from its own address, so the per-IP limit only bites where it is tested.
  const search = (query: string, from = `10.0.0.${++ip}`) =>
    t.app.inject({
      method: 'GET',
      url: `${paths.api.geocodeSearch()}${query}`,
      remoteAddress: from,
    });
  const reverse = (lat: number | string, lng: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `${paths.api.geocodeReverse()}?lat=${lat}&lng=${lng}`,
      remoteAddress: `10.1.0.${++ip}`,
    });
  const q = (text: string, extra = '') => `?q=${encodeURIComponent(text)}${extra}`;

  it('searches the geocoder in Arabic as jsonv2 with address details, for a guest', async () => {
    const res = await search(q('قلعة حلب', '&limit=3'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        latitude: 36.1993,
        longitude: 37.1627,
        formatted_address: 'قلعة حلب، ساحة القلعة، حلب، محافظة حلب، سوريا',
        street: 'ساحة القلعة',
        city: 'حلب',
        country: 'سوريا',
        source: 'geocoder',
      },
    ]);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/search');
    expect(Object.fromEntries(sent.query)).toEqual({
      q: 'قلعة حلب',
      limit: '3',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'ar',
    });
    expect(sent.headers['user-agent']).toMatch(/^Souq\/1\.0 \(\+http:\/\/localhost:3000\)$/);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers a repeated query from the cache', async () => {
    const before = fake.requests.length;
    const first = await search(q('ساحة الأمويين'));
    const again = await search(q('  ساحة   الأمويين '));
    expect(again.json()).toEqual(first.json());
    expect(fake.requests.length - before).toBe(1);
  });

  it('refuses an empty query with GEOCODE_EMPTY_QUERY and asks nobody', async () => {
    const before = fake.requests.length;
    for (const query of ['', '?q=', `?q=${encodeURIComponent('   ')}`]) {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'GEOCODE_EMPTY_QUERY',
        message: 'يرجى كتابة عنوان للبحث عنه',
      });
    }
    const tooMany = await search(q('دمشق', '&limit=11'));
    expect(tooMany.json().error.code).toBe('VALIDATION_FAILED');
    expect(fake.requests.length).toBe(before);
  });

  it('says GEOCODE_NO_RESULTS (404) when the geocoder knows nothing', async () => {
    const res = await search(q('مكان غير موجود'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'GEOCODE_NO_RESULTS',
      message: 'لم يتم العثور على نتائج لهذا العنوان',
    });
  });

  it.each([
    [429, 503, 'GEOCODE_QUOTA_EXCEEDED', 'تم تجاوز حد البحث المسموح، يرجى المحاولة لاحقاً'],
    [403, 502, 'GEOCODE_REQUEST_DENIED', 'تم رفض طلب البحث عن العنوان'],
    [400, 400, 'GEOCODE_INVALID_REQUEST', 'طلب البحث عن العنوان غير صالح'],
    [418, 502, 'GEOCODE_SEARCH_FAILED', 'تعذر البحث عن العنوان، يرجى المحاولة مرة أخرى'],
  ])(
    'maps an upstream %i to %i %s, without the gazetteer',
    async (upstream, status, code, message) => {
      fake.respond({ kind: 'status', status: upstream, headers: { 'retry-after': '30' } });
      const res = await search(q(`حلب ${upstream}`));
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toEqual({ code, message, details: { upstream_status: upstream } });
      expect(res.headers['retry-after']).toBe('30');
    },
  );

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['the wrong shape', JSON.stringify([{ lat: 'north', lon: 1, display_name: 'x' }])],
    ['an object instead of a list', JSON.stringify({ results: [] })],
  ])('refuses %s with GEOCODE_INVALID_LOCATION_DATA (502)', async (_, body) => {
    fake.respond({ kind: 'body', body });
    const res = await search(q(`دمشق ${body.length}`));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('GEOCODE_INVALID_LOCATION_DATA');
  });

  it('falls back to the gazetteer on a 5xx or a reset connection, without caching it', async () => {
    for (const mode of [{ kind: 'status', status: 503 }, { kind: 'reset' }] as const) {
      fake.respond(mode);
      const res = await search(q('Halab'));
      expect(res.statusCode, mode.kind).toBe(200);
      expect(res.json().data[0]).toEqual({
        latitude: 36.2021,
        longitude: 37.1343,
        formatted_address: 'حلب، سوريا',
        street: null,
        city: 'حلب',
        country: 'سوريا',
        source: 'gazetteer',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    fake.respond({ kind: 'ok' });
    const back = await search(q('Halab'));
    expect(back.json().data[0].source).toBe('geocoder');
  });

  it('says GEOCODER_UNAVAILABLE (503) when the gazetteer has nothing either', async () => {
    fake.respond({ kind: 'status', status: 500 });
    const res = await search(q('Champs-Élysées'));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('GEOCODER_UNAVAILABLE');
  });

  it('gives up on a geocoder that hangs after 5 s and answers from the gazetteer', async () => {
    fake.respond({ kind: 'hang' });
    // The client's deadline runs on the faked clock; the request itself is real I/O.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const asked = fake.requests.length;
      const started = Date.now();
      let answered = false;
      const answer = search(q('دير الزور')).finally(() => {
        answered = true;
      });
      while (fake.requests.length === asked) await new Promise((go) => setImmediate(go));
      await vi.advanceTimersByTimeAsync(4_899);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(101);
      const res = await answer;
      const took = Date.now() - started;
      expect(res.json().data[0]).toMatchObject({ city: 'دير الزور', source: 'gazetteer' });
      expect(took).toBeGreaterThanOrEqual(4900);
      expect(took).toBeLessThan(9000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reverse-geocodes a point, keeping the point the shopper chose', async () => {
    const res = await reverse(33.5725, 36.4019);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      latitude: 33.5725,
      longitude: 36.4019,
      formatted_address: 'شارع الجلاء، دوما، محافظة ريف دمشق، سوريا',
      street: 'شارع الجلاء 12',
      city: 'دوما',
      country: 'سوريا',
      source: 'geocoder',
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/reverse');
    expect(sent.query.get('lon')).toBe('36.4019');
    expect(sent.query.get('accept-language')).toBe('ar');
  });

  it('says GEOCODE_NO_LOCATION_DATA (404) for a point the geocoder knows nothing about', async () => {
    const res = await reverse(10, 10);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'GEOCODE_NO_LOCATION_DATA',
      message: 'لم يتم العثور على بيانات لهذا الموقع',
    });
  });

  it('refuses coordinates out of range or missing with 400 VALIDATION_FAILED', async () => {
    for (const [lat, lng] of [
      [91, 36],
      [33, 181],
      ['x', 36],
      ['', ''],
    ]) {
      const res = await reverse(lat!, lng!);
      expect(res.statusCode, `${lat},${lng}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('reverse falls back to the nearest gazetteer place within 25 km, else 503', async () => {
    fake.respond({ kind: 'status', status: 502 });
    // Inside a big city the district is named, with the city as its city.
    const near = await reverse(34.75, 36.72);
    expect(near.json().data).toEqual({
      latitude: 34.75,
      longitude: 36.72,
      formatted_address: 'الخالدية، حمص، سوريا',
      street: null,
      city: 'حمص',
      country: 'سوريا',
      source: 'gazetteer',
    });
    const outskirts = await reverse(34.7, 36.76);
    expect(outskirts.json().data.formatted_address).toBe('حمص، سوريا');
    const town = await reverse(37.06, 41.23);
    expect(town.json().data.formatted_address).toBe('القامشلي، الحسكة، سوريا');
    const desert = await reverse(34.0, 39.2);
    expect(desert.statusCode).toBe(503);
    expect(desert.json().error.code).toBe('GEOCODER_UNAVAILABLE');
  });

  it('limits each address to a burst of 20, with Retry-After; others are not affected', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await search(q('دمشق'), '10.9.9.9')).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    const limited = await search(q('دمشق'), '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await search(q('دمشق'), '10.9.9.10')).statusCode).toBe(200);
  });

  it('documents both routes in OpenAPI under the geocoding tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const names = (route: { parameters: { name: string }[] }) =>
      route.parameters.map((p) => p.name);
    expect(names(spec.paths['/api/geocode/search'].get)).toEqual(['q', 'limit']);
    expect(names(spec.paths['/api/geocode/reverse'].get)).toEqual(['lat', 'lng']);
    expect(spec.paths['/api/geocode/reverse'].get.tags).toEqual(['geocoding']);
  });
});

/** GEOCODER_URL pointing at nothing (connection refused): the gazetteer answers alone. */
describe('geocoding without a reachable geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      env: { GEOCODER_URL: await closedPortUrl(), GEOCODER_REQUESTS_PER_SECOND: '1000' },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('searches the gazetteer by Arabic, English and alternative spellings', async () => {
    for (const [query, city] of [
      ['السويداء', 'السويداء'],
      ['Sweida', 'السويداء'],
      ['Deir Ezzor', 'دير الزور'],
      ['حسكة', 'الحسكة'],
      ['Rural Damascus', 'ريف دمشق'],
    ]) {
      const res = await get(`${paths.api.geocodeSearch()}?q=${encodeURIComponent(query!)}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().data[0], query).toMatchObject({ city, source: 'gazetteer' });
    }
  });

  it('keeps to the limit and says GEOCODER_UNAVAILABLE for a place it does not know', async () => {
    const some = await get(`${paths.api.geocodeSearch()}?q=al&limit=2`);
    expect(some.json().data).toHaveLength(2);
    const none = await get(`${paths.api.geocodeSearch()}?q=Beirut`);
    expect(none.statusCode).toBe(503);
    expect(none.json().error).toMatchObject({
      code: 'GEOCODER_UNAVAILABLE',
      message: 'خدمة البحث عن العناوين غير متاحة حالياً، يرجى المحاولة لاحقاً',
    });
  });

  it('reverse-geocodes to the nearest place within 25 km, and not beyond', async () => {
    const near = await get(`${paths.api.geocodeReverse()}?lat=35.52&lng=35.80`);
    expect(near.json().data).toMatchObject({
      latitude: 35.52,
      longitude: 35.8,
      city: 'اللاذقية',
      source: 'gazetteer',
    });
    const riyadh = await get(`${paths.api.geocodeReverse()}?lat=24.7136&lng=46.6753`);
    expect(riyadh.statusCode).toBe(503);
    expect(riyadh.json().error.code).toBe('GEOCODER_UNAVAILABLE');
  });
});
