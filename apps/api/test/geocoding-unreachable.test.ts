import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { closedPortUrl } from './helpers/fake-geocoder';

/** GEOCODER_URL pointing at nothing (connection refused): the gazetteer answers alone. */
describe('geocoding without a reachable geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { GEOCODER_URL: await closedPortUrl() } });
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
