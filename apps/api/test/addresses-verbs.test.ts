import { paths } from '@souq/domain/paths';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';

/** The API's main verbs (PATCH update, POST set-default) and the default under a burst of them. */
describe('saved addresses: PATCH, POST default and concurrent defaults', () => {
  let t: TestApp;
  let shopper: Browser;
  beforeAll(async () => {
    t = await testApp();
    shopper = await confirmedShopper(t.app, 'verbs@example.org');
  });
  afterAll(() => t.close());

  const body = (title: string, extra: object = {}) => ({
    title,
    formatted_address: `شارع ${title}، دمشق`,
    latitude: 33.5,
    longitude: 36.25,
    ...extra,
  });
  const create = async (title: string) => {
    const res = await shopper.post(paths.api.addresses(), body(title));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as SavedAddress;
  };
  const list = async () => (await shopper.get(paths.api.addresses())).json().data as SavedAddress[];
  const defaultsInDb = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedAddresses)
        .where(and(eq(savedAddresses.isDefault, true)))
    )[0]!.n;

  it('updates with PATCH, setting updated_at, and makes a default with POST .../default', async () => {
    const home = await create('المنزل');
    const work = await create('العمل');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const patched = await shopper.request({
      method: 'PATCH',
      url: paths.api.address(work.id),
      payload: body('العمل الجديد'),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().title).toBe('العمل الجديد');
    expect(Date.parse(patched.json().updated_at)).toBeGreaterThan(Date.parse(work.updated_at));

    const made = await shopper.request({ method: 'POST', url: paths.api.addressDefault(work.id) });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().is_default).toBe(true);
    expect((await list()).map((a) => [a.id, a.is_default])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
    // PUT keeps working for the web client.
    const put = await shopper.request({ method: 'PUT', url: paths.api.addressDefault(home.id) });
    expect(put.json().is_default).toBe(true);
  });

  it('refuses PATCH and POST default on an address of someone else (404)', async () => {
    const mine = await create('مكتبي');
    const other = await confirmedShopper(t.app, 'verbs-other@example.org');
    const patch = await other.request({
      method: 'PATCH',
      url: paths.api.address(mine.id),
      payload: body('ليس لي'),
    });
    const post = await other.request({ method: 'POST', url: paths.api.addressDefault(mine.id) });
    expect([patch.statusCode, post.statusCode]).toEqual([404, 404]);
  });

  it('documents both verbs in OpenAPI', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/me/addresses/{id}'].patch).toBeDefined();
    expect(docs.paths['/api/me/addresses/{id}/default'].post).toBeDefined();
  });

  it('leaves exactly one default after 20 concurrent set-default calls', async () => {
    const existing = (await list()).length;
    for (let i = existing; i < 20; i++) await create(`عنوان ${i}`);
    const all = await list();
    expect(all).toHaveLength(20);
    const answers = await Promise.all(
      all.map((a) => shopper.request({ method: 'POST', url: paths.api.addressDefault(a.id) })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const after = await list();
    expect(after.filter((a) => a.is_default)).toHaveLength(1);
    expect(await defaultsInDb()).toBe(1);
  });
});
