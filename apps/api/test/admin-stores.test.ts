import { sellerValidation } from '@souq/domain/locales/ar/seller';
import { storeMailText } from '@souq/domain/locales/ar/store-mail';
import { paths } from '@souq/domain/paths';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorProfiles, vendorStatusChanges } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper, outbox } from './helpers/auth';
import { applicant, decide } from './helpers/stores';

const ADMIN = 'admin@stores.test';

describe('admin stores: the approval queue and decisions', () => {
  let t: TestApp;
  let admin: Browser;
  let shopper: Browser;
  let adminId: string;
  let first: Awaited<ReturnType<typeof applicant>>;
  let second: Awaited<ReturnType<typeof applicant>>;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [admin, shopper] = await Promise.all([
      confirmedShopper(t.app, ADMIN),
      confirmedShopper(t.app, 'shopper@stores.test'),
    ]);
    first = await applicant(t, 'first@stores.test', { vendor_name: 'المتجر الأول' });
    second = await applicant(t, 'second@stores.test', { vendor_name: 'المتجر الثاني' });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, ADMIN));
    adminId = row!.id;
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) => {
    const [row] = await t.database.db
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, id));
    return { status: row!.status, isActive: row!.isActive, reason: row!.statusReason };
  };

  it('lists pending applications oldest first, with their owner, paged', async () => {
    const res = await admin.get(`${paths.api.adminStores()}?status=pending`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(list.data.map((s: { id: string }) => s.id)).toEqual([first.storeId, second.storeId]);
    expect(list.data[0]).toMatchObject({
      vendor_name: 'المتجر الأول',
      owner_email: 'first@stores.test',
      status: 'pending',
      product_count: 0,
    });
    const page = await admin.get(`${paths.api.adminStores()}?status=pending&limit=1&offset=1`);
    expect(page.json()).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(page.json().data.map((s: { id: string }) => s.id)).toEqual([second.storeId]);
    expect((await admin.get(`${paths.api.adminStores()}?status=active`)).json().count).toBe(0);
  });

  it('counts stores per status and finds one by name (Arabic as typed), owner or city', async () => {
    const all = (await admin.get(paths.api.adminStores())).json();
    expect(all.counts).toEqual({ pending: 2, active: 0, suspended: 0, rejected: 0 });
    const search = async (q: string) =>
      (await admin.get(`${paths.api.adminStores()}?q=${encodeURIComponent(q)}`)).json();
    // "الاول" without hamza finds "الأول"; the counts follow the search.
    const byName = await search('الاول');
    expect(byName.data.map((s: { id: string }) => s.id)).toEqual([first.storeId]);
    expect(byName.counts.pending).toBe(1);
    expect((await search('second@stores')).data.map((s: { id: string }) => s.id)).toEqual([
      second.storeId,
    ]);
    // A LIKE wildcard is taken literally.
    expect((await search('%')).count).toBe(0);
  });

  it('asks a reason for rejecting or suspending, in Arabic, and changes nothing without', async () => {
    for (const reason of [undefined, '   ']) {
      const res = await decide(admin, second.storeId, 'reject', reason);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.body).toContain(sellerValidation.decisionReasonRequired);
    }
    expect(await statusOf(second.storeId)).toMatchObject({ status: 'pending', reason: null });
  });

  it('refuses guests (401), other users (403) and unbounded or unknown queries (400)', async () => {
    const guest = await t.app.inject({ method: 'GET', url: paths.api.adminStores() });
    expect(guest.statusCode).toBe(401);
    for (const client of [shopper, first.client]) {
      expect((await client.get(paths.api.adminStores())).statusCode).toBe(403);
      const res = await decide(client, second.storeId, 'approve');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await admin.get(`${paths.api.adminStores()}?limit=101`)).statusCode).toBe(400);
    expect((await admin.get(`${paths.api.adminStores()}?status=open`)).statusCode).toBe(400);
    expect(await statusOf(second.storeId)).toMatchObject({ status: 'pending', isActive: false });
  });

  it('approves: active and public together, history with who, and the owner hears of it', async () => {
    const res = await decide(admin, first.storeId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first.storeId, status: 'active', status_reason: null });
    expect(await statusOf(first.storeId)).toMatchObject({ status: 'active', isActive: true });
    const history = await t.database.db
      .select()
      .from(vendorStatusChanges)
      .where(eq(vendorStatusChanges.vendorId, first.storeId))
      .orderBy(asc(vendorStatusChanges.createdAt));
    expect(history.map((row) => [row.status, row.decidedByUserId])).toEqual([
      ['pending', first.userId],
      ['active', adminId],
    ]);
    const [mail] = await outbox(t.app, 'first@stores.test');
    expect(mail!.subject).toBe(storeMailText.decision.approved.subject('المتجر الأول'));
    expect(mail!.links.some((link) => link.endsWith(paths.seller.home()))).toBe(true);
    const mine = await first.client.get(paths.api.sellerStore());
    expect(mine.json().store.status).toBe('active');
  });

  it('refuses a decision the status does not allow (409) and changes nothing', async () => {
    for (const verb of ['approve', 'reinstate'] as const) {
      const res = await decide(admin, first.storeId, verb);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('STORE_DECISION_NOT_ALLOWED');
    }
    const reject = await decide(admin, first.storeId, 'reject', 'متأخر');
    expect(reject.statusCode).toBe(409);
    expect(await statusOf(first.storeId)).toMatchObject({ status: 'active', reason: null });
  });

  it('suspends with a reason the owner reads, then reinstates', async () => {
    const suspended = await decide(admin, first.storeId, 'suspend', 'شكاوى متكررة من المتسوقين');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await statusOf(first.storeId)).toEqual({
      status: 'suspended',
      isActive: false,
      reason: 'شكاوى متكررة من المتسوقين',
    });
    const [mail] = await outbox(t.app, 'first@stores.test');
    expect(mail!.subject).toBe(storeMailText.decision.suspended.subject('المتجر الأول'));
    expect(mail!.text).toContain('شكاوى متكررة من المتسوقين');
    const mine = await first.client.get(paths.api.sellerStore());
    expect(mine.json().store).toMatchObject({
      status: 'suspended',
      status_reason: 'شكاوى متكررة من المتسوقين',
    });

    const back = await decide(admin, first.storeId, 'reinstate');
    expect(back.json()).toMatchObject({ status: 'active', status_reason: null });
    expect(await statusOf(first.storeId)).toMatchObject({ status: 'active', isActive: true });
    expect((await outbox(t.app, 'first@stores.test'))[0]!.subject).toBe(
      storeMailText.decision.reinstated.subject('المتجر الأول'),
    );
  });

  it('rejects with a reason; the owner fixes the store and asks again; then it is approved', async () => {
    const res = await decide(admin, second.storeId, 'reject', 'العنوان غير واضح');
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(second.storeId)).toEqual({
      status: 'rejected',
      isActive: false,
      reason: 'العنوان غير واضح',
    });
    const [mail] = await outbox(t.app, 'second@stores.test');
    expect(mail!.subject).toBe(storeMailText.decision.rejected.subject('المتجر الثاني'));
    expect(mail!.text).toContain('العنوان غير واضح');
    // The owner fixes the application, and the administrator reconsiders.
    const fixed = await second.client.request({
      method: 'PUT',
      url: paths.api.sellerStoreSection('location'),
      payload: {
        formatted_address: 'دمشق، باب توما، الشارع المستقيم',
        latitude: 33.51,
        longitude: 36.31,
        delivery_radius_km: 5,
        offers_pickup: true,
        offers_delivery: true,
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = await second.client.post(paths.api.sellerStoreResubmit());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', status_reason: null });
    expect(await statusOf(second.storeId)).toEqual({
      status: 'pending',
      isActive: false,
      reason: null,
    });
    expect((await outbox(t.app, ADMIN))[0]!.subject).toBe(
      storeMailText.waiting.subject('المتجر الثاني'),
    );
    const queue = await admin.get(`${paths.api.adminStores()}?status=pending`);
    expect(queue.json().data.map((s: { id: string }) => s.id)).toEqual([second.storeId]);
    // Only a rejected store asks again.
    const twice = await second.client.post(paths.api.sellerStoreResubmit());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('STORE_DECISION_NOT_ALLOWED');
    expect((await decide(admin, second.storeId, 'approve')).json().status).toBe('active');
    const history = await t.database.db
      .select()
      .from(vendorStatusChanges)
      .where(eq(vendorStatusChanges.vendorId, second.storeId))
      .orderBy(asc(vendorStatusChanges.createdAt));
    expect(history.map((row) => row.status)).toEqual(['pending', 'rejected', 'pending', 'active']);
  });

  it('answers 404 for an unknown store, 400 for a malformed id or an overlong reason', async () => {
    const unknown = await decide(admin, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect((await decide(admin, 'not-a-uuid', 'approve')).statusCode).toBe(400);
    const long = await decide(admin, first.storeId, 'suspend', 'س'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
    expect(await statusOf(first.storeId)).toMatchObject({ status: 'active' });
  });
});
