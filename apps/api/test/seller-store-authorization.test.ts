import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorAccountChanges, vendorProfiles } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper, PASSWORD } from './helpers/auth';
import { applicant } from './helpers/stores';

const ADMIN = 'admin@stores.test';
type Who = 'anonymous' | 'ownerX' | 'ownerY' | 'noStore' | 'admin';
const everyone: Who[] = ['anonymous', 'ownerX', 'ownerY', 'noStore', 'admin'];

/**
 * The seller store API against every kind of caller. No request names a store: each acts on
 * the caller's own, so owner Y can never reach owner X's store; that is checked by reading X's
 * row after every call. Refusals write nothing.
 */
describe('seller store authorization matrix', () => {
  let t: TestApp;
  let clients: Record<Exclude<Who, 'anonymous'>, Browser>;
  let storeX: string;
  let storeY: string;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    const [x, y, noStore, admin] = await Promise.all([
      applicant(t, 'x@stores.test', { vendor_name: 'متجر إكس' }),
      applicant(t, 'y@stores.test', { vendor_name: 'متجر واي' }),
      confirmedShopper(t.app, 'nostore@stores.test'),
      confirmedShopper(t.app, ADMIN),
    ]);
    storeX = x.storeId;
    storeY = y.storeId;
    clients = { ownerX: x.client, ownerY: y.client, noStore, admin };
  });
  afterAll(() => t.close());

  const call = (who: Who, options: Parameters<Browser['request']>[0]) =>
    who === 'anonymous' ? t.app.inject(options) : clients[who].request(options);
  const row = async (id: string) =>
    (await t.database.db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id)))[0]!;

  const hours = { opens_at: '07:00', closes_at: '19:00', closed_days: [1] };
  const writes: [string, Record<Who, number>, Parameters<Browser['request']>[0]][] = [
    [
      'read my store',
      { anonymous: 401, ownerX: 200, ownerY: 200, noStore: 200, admin: 200 },
      { method: 'GET', url: paths.api.sellerStore() },
    ],
    [
      'change hours',
      { anonymous: 401, ownerX: 200, ownerY: 200, noStore: 404, admin: 404 },
      { method: 'PUT', url: paths.api.sellerStoreSection('hours'), payload: hours },
    ],
    [
      'preview CSS',
      { anonymous: 401, ownerX: 200, ownerY: 200, noStore: 200, admin: 200 },
      {
        method: 'POST',
        url: paths.api.sellerStoreCssPreview(),
        payload: { custom_css: 'a{color:red}' },
      },
    ],
    [
      'ask again after a rejection (only a rejected store may)',
      { anonymous: 401, ownerX: 409, ownerY: 409, noStore: 404, admin: 404 },
      { method: 'POST', url: paths.api.sellerStoreResubmit() },
    ],
    [
      'list stores to decide on',
      { anonymous: 401, ownerX: 403, ownerY: 403, noStore: 403, admin: 200 },
      { method: 'GET', url: paths.api.adminStores() },
    ],
  ];

  it.each(writes)('%s', async (_, expected, options) => {
    for (const who of everyone) {
      const res = await call(who, options);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(expected[who]);
    }
  });

  it("reads only the caller's own store", async () => {
    const x = (await clients.ownerX.get(paths.api.sellerStore())).json().store;
    const y = (await clients.ownerY.get(paths.api.sellerStore())).json().store;
    expect(x.id).toBe(storeX);
    expect(y.id).toBe(storeY);
    expect((await clients.noStore.get(paths.api.sellerStore())).json()).toEqual({ store: null });
  });

  it("writes only the caller's own store, whatever the body names", async () => {
    const before = await row(storeX);
    const res = await clients.ownerY.request({
      method: 'PUT',
      url: paths.api.sellerStoreSection('profile'),
      payload: {
        id: storeX,
        vendor_id: storeX,
        vendor_name: 'استيلاء',
        phone_number: '+963 944 000 000',
        city: 'حمص',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(storeY);
    expect((await row(storeY)).vendorName).toBe('استيلاء');
    expect(await row(storeX)).toEqual(before);

    const wallets = await clients.ownerY.request({
      method: 'PUT',
      url: paths.api.sellerStoreSection('wallets'),
      payload: { shamcash_account: 'Y-WALLET', goldmasters_account: null, password: PASSWORD },
    });
    expect(wallets.statusCode).toBe(200);
    expect((await row(storeX)).shamcashAccount).toBe(before.shamcashAccount);
    const trail = await t.database.db.select().from(vendorAccountChanges);
    expect(trail.map((change) => change.vendorId)).toEqual([storeY]);
  });

  it('refuses a guest before reading the body (401, not 400)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: paths.api.sellerStoreSection('theme'),
      payload: { layout_template: 42 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a non-admin decision (403) and changes nothing', async () => {
    const before = await row(storeY);
    for (const who of ['ownerX', 'ownerY', 'noStore'] as const) {
      const res = await clients[who].post(paths.api.adminStoreDecision(storeY, 'approve'), {});
      expect(res.statusCode).toBe(403);
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: paths.api.adminStoreDecision(storeY, 'approve'),
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    expect(await row(storeY)).toEqual(before);
  });
});
