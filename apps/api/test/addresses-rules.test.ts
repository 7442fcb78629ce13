import { paths } from '@souq/domain/paths';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';

/** The address book's rules: default handling, order, updates and the per-user limit. */
describe('saved addresses: rules', () => {
  let t: TestApp;
  let shoppers = 0;
  beforeAll(async () => {
    t = await testApp({ env: { AUTH_RATE_LIMIT_REGISTER_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const newShopper = () => confirmedShopper(t.app, `rules-${++shoppers}@example.org`);
  const body = (title: string, extra: object = {}) => ({
    title,
    formatted_address: `شارع ${title}، المزة، دمشق، سوريا`,
    latitude: 33.5,
    longitude: 36.25,
    ...extra,
  });
  const create = async (who: Browser, title: string, extra: object = {}) => {
    const res = await who.post(paths.api.addresses(), body(title, extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as SavedAddress;
  };
  const list = async (who: Browser) => {
    const res = await who.get(paths.api.addresses());
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: SavedAddress[] }).data;
  };
  const titles = async (who: Browser) =>
    (await list(who)).map((a) => `${a.title}${a.is_default ? '*' : ''}`);
  const put = (who: Browser, url: string, payload?: object) =>
    who.request({ method: 'PUT', url, payload });

  it('makes the first address the default and returns the saved address', async () => {
    const shopper = await newShopper();
    expect(await list(shopper)).toEqual([]);
    const home = await create(shopper, 'البيت', { delivery_notes: '  الطابق الثالث  ' });
    expect(home).toMatchObject({
      title: 'البيت',
      is_default: true,
      country: 'Syria',
      street: null,
      delivery_notes: 'الطابق الثالث',
      latitude: 33.5,
    });
    expect(home.id).toMatch(/^[0-9a-f-]{36}$/);
    const work = await create(shopper, 'العمل');
    expect(work.is_default).toBe(false);
  });

  it('lists the default first, then the newest', async () => {
    const shopper = await newShopper();
    await create(shopper, 'أ');
    await create(shopper, 'ب');
    await create(shopper, 'ج');
    expect(await titles(shopper)).toEqual(['أ*', 'ج', 'ب']);
  });

  it('moves the default when a new address is saved as default (one default in the table)', async () => {
    const shopper = await newShopper();
    await create(shopper, 'أ');
    const second = await create(shopper, 'ب', { is_default: true });
    expect(second.is_default).toBe(true);
    expect(await titles(shopper)).toEqual(['ب*', 'أ']);
    const defaults = await t.database.db
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .innerJoin(user, eq(user.id, savedAddresses.userId))
      .where(
        and(eq(user.email, `rules-${shoppers}@example.org`), eq(savedAddresses.isDefault, true)),
      );
    expect(defaults).toEqual([{ id: second.id }]);
  });

  it('sets a default with PUT /{id}/default, idempotently', async () => {
    const shopper = await newShopper();
    await create(shopper, 'أ');
    const b = await create(shopper, 'ب');
    const res = await put(shopper, paths.api.addressDefault(b.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, is_default: true });
    expect((await put(shopper, paths.api.addressDefault(b.id))).statusCode).toBe(200);
    expect(await titles(shopper)).toEqual(['ب*', 'أ']);
  });

  it('updates every field and updated_at; is_default=true takes over the default', async () => {
    const shopper = await newShopper();
    const a = await create(shopper, 'أ');
    const b = await create(shopper, 'ب');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await put(shopper, paths.api.address(b.id), {
      ...body('المكتب'),
      street: 'شارع بغداد',
      city: 'دمشق',
      latitude: 33.52,
      longitude: 36.3,
      delivery_notes: 'اتصل قبل الوصول',
      is_default: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as SavedAddress;
    expect(updated).toMatchObject({
      id: b.id,
      title: 'المكتب',
      street: 'شارع بغداد',
      city: 'دمشق',
      latitude: 33.52,
      delivery_notes: 'اتصل قبل الوصول',
      is_default: true,
      created_at: b.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(b.updated_at));
    expect((await list(shopper)).find((x) => x.id === a.id)?.is_default).toBe(false);
  });

  it('keeps the default when its update says is_default=false (there is always one)', async () => {
    const shopper = await newShopper();
    const a = await create(shopper, 'أ');
    await create(shopper, 'ب');
    const res = await put(shopper, paths.api.address(a.id), body('أ٢', { is_default: false }));
    expect(res.json()).toMatchObject({ title: 'أ٢', is_default: true });
    expect(await titles(shopper)).toEqual(['أ٢*', 'ب']);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const shopper = await newShopper();
    const a = await create(shopper, 'أ');
    const b = await create(shopper, 'ب');
    await create(shopper, 'ج');
    const del = (id: string) => shopper.request({ method: 'DELETE', url: paths.api.address(id) });
    const res = await del(a.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await titles(shopper)).toEqual(['ج*', 'ب']);
    expect((await del(b.id)).statusCode).toBe(204);
    expect(await titles(shopper)).toEqual(['ج*']);
    expect((await del((await list(shopper))[0]!.id)).statusCode).toBe(204);
    expect(await list(shopper)).toEqual([]);
    expect((await create(shopper, 'د')).is_default).toBe(true);
  });

  it('keeps one default when several first addresses arrive at once', async () => {
    const shopper = await newShopper();
    const saved = await Promise.all(
      ['أ', 'ب', 'ج'].map((title) => shopper.post(paths.api.addresses(), body(title))),
    );
    expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await list(shopper)).filter((a) => a.is_default)).toHaveLength(1);
    const ids = (await list(shopper)).map((a) => a.id);
    await Promise.all(ids.map((id) => put(shopper, paths.api.addressDefault(id))));
    expect((await list(shopper)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it(`refuses address number 21 with 409 ADDRESS_LIMIT_REACHED, even when sent at once`, async () => {
    const shopper = await newShopper();
    for (let i = 1; i <= 17; i++) await create(shopper, `عنوان ${i}`);
    // 5 at once when 3 places are left: exactly 3 succeed (the owner's row lock serialises them).
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => shopper.post(paths.api.addresses(), body(`دفعة ${i}`))),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = burst.find((r) => r.statusCode === 409)!.json();
    expect(refused.error.code).toBe('ADDRESS_LIMIT_REACHED');
    expect(refused.error.message).toContain('20');
    expect(await list(shopper)).toHaveLength(20);
    expect((await list(shopper)).filter((a) => a.is_default)).toHaveLength(1);
  });
});
