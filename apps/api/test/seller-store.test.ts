import { apiErrors } from '@souq/domain/locales/ar/errors';
import { sellerCssReasons } from '@souq/domain/locales/ar/seller-css';
import { paths } from '@souq/domain/paths';
import {
  MAX_DELIVERY_RADIUS_KM,
  type SellerStore,
  type StoreHoursInput,
  type StoreLocationInput,
  type StoreProfileInput,
} from '@souq/domain/schemas/seller-store';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorAccountChanges, vendorProfiles, vendorStatusChanges } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper, outbox, PASSWORD } from './helpers/auth';
import { applicant as openStore, storeApplication } from './helpers/stores';

const ADMIN = 'admin@stores.test';
const section = paths.api.sellerStoreSection;

const application = storeApplication;

const put = (client: Browser, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });

describe('seller store: applying and settings', () => {
  let t: TestApp;
  let applicant: Browser;
  let store: SellerStore;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [applicant] = await Promise.all([
      confirmedShopper(t.app, 'applicant@stores.test'),
      confirmedShopper(t.app, ADMIN),
    ]);
  });
  afterAll(() => t.close());

  it('shows no store before the application', async () => {
    const res = await applicant.get(paths.api.sellerStore());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ store: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens a pending store, with its history row, and mails the applicant and the admin', async () => {
    const res = await applicant.post(paths.api.sellerStore(), application);
    expect(res.statusCode, res.body).toBe(201);
    store = res.json();
    expect(store).toMatchObject({
      status: 'pending',
      vendor_name: 'متجر الياسمين',
      city: 'دمشق',
      offers_pickup: true,
      offers_delivery: false,
      shamcash_account: '0933 111 222',
      goldmasters_account: null,
      opens_at: '09:00',
      closes_at: '21:00',
      closed_days: [],
      gallery: [],
      product_count: 0,
    });
    const { db } = t.database;
    const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, store.id));
    const [owner] = await db.select().from(user).where(eq(user.email, 'applicant@stores.test'));
    expect(row).toMatchObject({ ownerUserId: owner!.id, status: 'pending', isActive: false });
    const history = await db
      .select()
      .from(vendorStatusChanges)
      .where(eq(vendorStatusChanges.vendorId, store.id));
    expect(history).toMatchObject([{ status: 'pending', decidedByUserId: owner!.id }]);

    const [received] = await outbox(t.app, 'applicant@stores.test');
    expect(received!.subject).toContain('متجر الياسمين');
    expect(received!.links.some((link) => link.endsWith(paths.seller.home()))).toBe(true);
    const [waiting] = await outbox(t.app, ADMIN);
    expect(waiting!.subject).toContain('متجر الياسمين');
    expect(waiting!.text).toContain(store.id);
    expect(waiting!.text).toContain('applicant@stores.test');

    const mine = await applicant.get(paths.api.sellerStore());
    expect(mine.json().store).toEqual(store);
  });

  it('keeps a pending store out of every public list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${paths.api.exportVendors()}?vendor_id=${store.id}`,
    });
    expect(res.json().data).toEqual([]);
  });

  it('refuses a second application (409 STORE_EXISTS) and writes nothing', async () => {
    const res = await applicant.post(paths.api.sellerStore(), {
      ...application,
      vendor_name: 'ثانٍ',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'STORE_EXISTS', message: apiErrors.STORE_EXISTS });
    const [counted] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vendorProfiles);
    expect(counted!.n).toBe(1);
  });

  it('opens one store for two applications sent at once', async () => {
    const twice = await confirmedShopper(t.app, 'double-tap@stores.test');
    const answers = await Promise.all([
      twice.post(paths.api.sellerStore(), application),
      twice.post(paths.api.sellerStore(), application),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const [owner] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'double-tap@stores.test'));
    const rows = await t.database.db
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.ownerUserId, owner!.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid application with field details and writes nothing', async () => {
    const someone = await confirmedShopper(t.app, 'sloppy@stores.test');
    const res = await someone.post(paths.api.sellerStore(), {
      ...application,
      vendor_name: ' ',
      offers_pickup: false,
      offers_delivery: false,
      delivery_radius_km: MAX_DELIVERY_RADIUS_KM + 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect((await someone.get(paths.api.sellerStore())).json()).toEqual({ store: null });
  });

  it('saves each settings section on its own (a pending store may fix its application)', async () => {
    const profileBody: StoreProfileInput = {
      vendor_name: 'متجر الياسمين الدمشقي',
      description: '',
      phone_number: '+963 944 123 457',
      city: 'حلب',
    };
    const profile = await put(applicant, section('profile'), profileBody);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      vendor_name: 'متجر الياسمين الدمشقي',
      description: null,
      city: 'حلب',
      status: 'pending',
    });

    const locationBody: StoreLocationInput = {
      formatted_address: 'حلب، العزيزية',
      latitude: 36.2,
      longitude: 37.15,
      delivery_radius_km: 12.5,
      offers_pickup: false,
      offers_delivery: true,
    };
    const location = await put(applicant, section('location'), locationBody);
    expect(location.json()).toMatchObject({
      formatted_address: 'حلب، العزيزية',
      latitude: 36.2,
      delivery_radius_km: 12.5,
      offers_pickup: false,
      offers_delivery: true,
    });

    const hoursBody: StoreHoursInput = {
      opens_at: '08:30',
      closes_at: '23:00',
      closed_days: [5, 5, 0],
    };
    const hours = await put(applicant, section('hours'), hoursBody);
    expect(hours.json()).toMatchObject({
      opens_at: '08:30',
      closes_at: '23:00',
      closed_days: [0, 5],
    });

    const theme = await put(applicant, section('theme'), {
      layout_template: 'visual_wall',
      color_pattern: 'purple_royal',
    });
    expect(theme.json()).toMatchObject({
      layout_template: 'visual_wall',
      color_pattern: 'purple_royal',
    });

    const css = 'h2 { color: red }\nbody { position: fixed }';
    const saved = await put(applicant, section('css'), { custom_css: css });
    // The owner's text is kept as written; the storefront serves it sanitised.
    expect(saved.json().custom_css).toBe(css);
    const cleared = await put(applicant, section('css'), { custom_css: '  ' });
    expect(cleared.json().custom_css).toBeNull();
  });

  it('refuses a bad section body with 400 and changes nothing', async () => {
    const before = (await applicant.get(paths.api.sellerStore())).json().store;
    for (const [name, body] of [
      ['hours', { opens_at: '22:00', closes_at: '09:00', closed_days: [] }],
      ['hours', { opens_at: '9', closes_at: '10:00', closed_days: [9] }],
      ['theme', { layout_template: 'hacker', color_pattern: 'purple_royal' }],
      ['profile', { vendor_name: 'x'.repeat(200), phone_number: 'abc', city: '' }],
      ['css', { custom_css: 'a{}'.repeat(10_000) }],
    ] as const) {
      const res = await put(applicant, section(name), body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await applicant.get(paths.api.sellerStore())).json().store).toEqual(before);
  });

  it("previews the sanitiser's verdict line by line without saving", async () => {
    const before = (await applicant.get(paths.api.sellerStore())).json().store;
    const res = await applicant.post(paths.api.sellerStoreCssPreview(), {
      custom_css: '.price { color: green }\n@import url(x.css);\n.box { position: absolute }',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      css: '.vendor-storefront .price{color:green}',
      dropped: [
        { line: 2, text: '@import url(x.css);', reason: sellerCssReasons.atRule('import') },
        { line: 3, text: 'position: absolute', reason: sellerCssReasons.property('position') },
      ],
    });
    expect((await applicant.get(paths.api.sellerStore())).json().store).toEqual(before);
  });

  it('changes wallets only with the right password, recording each changed field', async () => {
    const { db } = t.database;
    const wrong = await put(applicant, section('wallets'), {
      shamcash_account: 'THIEF-1',
      goldmasters_account: null,
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: apiErrors.WRONG_PASSWORD,
    });
    expect(await db.select().from(vendorAccountChanges)).toEqual([]);
    expect((await applicant.get(paths.api.sellerStore())).json().store.shamcash_account).toBe(
      '0933 111 222',
    );

    const right = await put(applicant, section('wallets'), {
      shamcash_account: '0933 111 222',
      goldmasters_account: 'GM-77',
      password: PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      shamcash_account: '0933 111 222',
      goldmasters_account: 'GM-77',
    });
    const [owner] = await db.select().from(user).where(eq(user.email, 'applicant@stores.test'));
    const trail = await db
      .select()
      .from(vendorAccountChanges)
      .orderBy(asc(vendorAccountChanges.createdAt));
    // The unchanged shamcash number is not recorded.
    expect(trail).toMatchObject([
      {
        vendorId: store.id,
        changedByUserId: owner!.id,
        field: 'goldmasters_account',
        oldValue: null,
        newValue: 'GM-77',
      },
    ]);
    expect(trail[0]!.createdAt).toBeInstanceOf(Date);

    const removed = await put(applicant, section('wallets'), {
      shamcash_account: null,
      goldmasters_account: 'GM-77',
      password: PASSWORD,
    });
    expect(removed.json().shamcash_account).toBeNull();
    expect(await db.select().from(vendorAccountChanges)).toHaveLength(2);
  });

  it('lets a suspended store read but not change its settings (403 STORE_SUSPENDED)', async () => {
    const { db } = t.database;
    await db
      .update(vendorProfiles)
      .set({ status: 'suspended', isActive: false, statusReason: 'شكاوى' })
      .where(eq(vendorProfiles.id, store.id));
    const read = await applicant.get(paths.api.sellerStore());
    expect(read.json().store).toMatchObject({ status: 'suspended', status_reason: 'شكاوى' });
    const before = read.json().store;
    const refused = [
      await put(applicant, section('theme'), {
        layout_template: 'large_hero_section',
        color_pattern: 'green_natural',
      }),
      await put(applicant, section('wallets'), {
        shamcash_account: 'X-1',
        goldmasters_account: null,
        password: PASSWORD,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('STORE_SUSPENDED');
    }
    expect((await applicant.get(paths.api.sellerStore())).json().store).toEqual(before);
  });

  it('counts wrong wallet passwords like sign-in failures: 429 once over the limit', async () => {
    const guesser = await openStore(t, 'guesser@stores.test');
    const attempt = (password: string) =>
      put(guesser.client, section('wallets'), {
        shamcash_account: 'THIEF-2',
        goldmasters_account: null,
        password,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(`guess ${i}`)).statusCode);
    // AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT (10) wrong guesses, then the limit.
    expect(statuses).toEqual([...Array(10).fill(403), 429, 429]);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBeDefined();
    const store = (await guesser.client.get(paths.api.sellerStore())).json().store;
    expect(store.shamcash_account).toBe(storeApplication.shamcash_account);
  });

  it('answers 404 STORE_NOT_FOUND to a settings write from a user without a store', async () => {
    const nobody = await confirmedShopper(t.app, 'nobody@stores.test');
    const res = await put(nobody, section('hours'), {
      opens_at: '08:00',
      closes_at: '20:00',
      closed_days: [],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('STORE_NOT_FOUND');
  });
});
