import { paths } from '@souq/domain/paths';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper } from './helpers/auth';

/** Who may use /api/me/addresses, whose addresses they reach, and what bad input does. */
describe('saved addresses: access and validation', () => {
  let t: TestApp;
  let owner: Browser;
  let other: Browser;
  let mine: SavedAddress;
  const valid = {
    title: 'البيت',
    formatted_address: 'شارع بغداد، دمشق، سوريا',
    latitude: 33.5138,
    longitude: 36.2765,
  };

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: 'boss@example.org' } });
    [owner, other] = await Promise.all([
      confirmedShopper(t.app, 'owner@example.org'),
      confirmedShopper(t.app, 'other@example.org'),
    ]);
    mine = (await owner.post(paths.api.addresses(), valid)).json();
  });
  afterAll(() => t.close());

  const rows = async () => (await t.database.db.select({ n: count() }).from(savedAddresses))[0]!.n;
  const everyRoute = (id: string) => [
    { method: 'GET' as const, url: paths.api.addresses() },
    { method: 'POST' as const, url: paths.api.addresses(), payload: valid },
    { method: 'PUT' as const, url: paths.api.address(id), payload: valid },
    { method: 'PUT' as const, url: paths.api.addressDefault(id) },
    { method: 'DELETE' as const, url: paths.api.address(id) },
  ];

  it('answers a guest 401 on every route, before looking at the body', async () => {
    const guest = browser(t.app);
    for (const route of everyRoute(mine.id)) {
      const res = await guest.request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const bad = await guest.post(paths.api.addresses(), { title: '' });
    expect(bad.statusCode).toBe(401);
  });

  it('answers a vendor and the administrator 403 (addresses are for shoppers)', async () => {
    const vendor = await confirmedShopper(t.app, 'seller@example.org');
    await t.database.db
      .update(user)
      .set({ role: 'vendor' })
      .where(eq(user.email, 'seller@example.org'));
    const admin = await confirmedShopper(t.app, 'boss@example.org');
    for (const who of [vendor, admin]) {
      for (const route of everyRoute(mine.id)) {
        const res = await who.request(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await rows()).toBe(1);
  });

  it("answers 404 for another shopper's address and leaves it untouched", async () => {
    for (const route of everyRoute(mine.id).slice(2)) {
      const res = await other.request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await other.get(paths.api.addresses())).json().data).toEqual([]);
    expect((await owner.get(paths.api.addresses())).json().data).toEqual([mine]);
  });

  it('answers 404, the same way, for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      for (const route of everyRoute(id).slice(2)) {
        const res = await owner.request(route);
        expect(res.statusCode, `${route.method} ${id}`).toBe(404);
      }
    }
  });

  it.each([
    ['title', { ...valid, title: '   ' }, 'عنوان المكان مطلوب'],
    [
      'formatted_address',
      { ...valid, formatted_address: undefined },
      'يرجى اختيار موقع العنوان على الخريطة',
    ],
    ['latitude', { ...valid, latitude: 91 }, undefined],
    ['longitude', { ...valid, longitude: 'x' }, 'إحداثيات غير صحيحة'],
    ['delivery_notes', { ...valid, delivery_notes: 'ن'.repeat(501) }, 'ملاحظات التوصيل طويلة جداً'],
    ['title', { ...valid, title: 'ع'.repeat(101) }, 'عنوان المكان طويل جداً'],
    ['street', { ...valid, street: 'ش'.repeat(201) }, 'اسم الشارع طويل جداً'],
    ['building', { ...valid, building: 'ب'.repeat(101) }, 'وصف البناء طويل جداً'],
    ['floor', { ...valid, floor: 'ط'.repeat(51) }, 'وصف الطابق أو الشقة طويل جداً'],
    ['is_default', { ...valid, is_default: 'yes' }, undefined],
  ])(
    'refuses a bad %s with 400 VALIDATION_FAILED and writes nothing',
    async (field, payload, message) => {
      const before = await rows();
      const created = await owner.post(paths.api.addresses(), payload);
      const updated = await owner.request({
        method: 'PUT',
        url: paths.api.address(mine.id),
        payload,
      });
      for (const res of [created, updated]) {
        expect(res.statusCode).toBe(400);
        const { error } = res.json();
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.details).toContainEqual(
          expect.objectContaining({ field, ...(message ? { message } : {}) }),
        );
      }
      expect(await rows()).toBe(before);
      expect((await owner.get(paths.api.addresses())).json().data).toEqual([mine]);
    },
  );

  it('refuses a cookie write from a foreign origin (403) and writes nothing', async () => {
    const res = await owner.request({
      method: 'POST',
      url: paths.api.addresses(),
      payload: valid,
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    const del = await owner.request({
      method: 'DELETE',
      url: paths.api.address(mine.id),
      origin: 'https://evil.example',
    });
    expect(del.statusCode).toBe(403);
    expect(await rows()).toBe(1);
  });

  it('marks the list private (no shared cache keeps it)', async () => {
    const res = await owner.get(paths.api.addresses());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('documents the routes in OpenAPI under the addresses tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const item = spec.paths['/api/me/addresses/{id}'];
    expect(Object.keys(spec.paths['/api/me/addresses'])).toEqual(['get', 'post']);
    expect(Object.keys(item).sort()).toEqual(['delete', 'patch', 'put']);
    expect(spec.paths['/api/me/addresses/{id}/default'].put.tags).toEqual(['addresses']);
    expect(item.put.requestBody.content['application/json'].schema.required).toContain('title');
  });
});
