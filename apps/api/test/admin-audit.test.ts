import { paths } from '@souq/domain/paths';
import type { AdminAction } from '@souq/domain/schemas/admin-actions';
import { withQuery } from '@souq/domain/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAudit } from '../src/modules/admin-audit';
import { adminStoreRepository } from '../src/modules/admin-stores/repository';
import { adminStoreService } from '../src/modules/admin-stores/service';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';
import { applicant, decide } from './helpers/stores';

const ADMIN = 'admin@audit.test';

/** The audit log: every decision on a store, with who, what, on which store, why and when. */
describe('admin audit log', () => {
  let t: TestApp;
  let admin: Browser;
  let store: Awaited<ReturnType<typeof applicant>>;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await confirmedShopper(t.app, ADMIN);
    store = await applicant(t, 'owner@audit.test', { vendor_name: 'متجر السجل' });
  });
  afterAll(() => t.close());

  const log = async (query: Record<string, string> = {}) => {
    const res = await admin.get(withQuery(paths.api.adminActions(), query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: AdminAction[]; count: number };
  };

  it('records each decision, newest first, with the admin, the store and the reason', async () => {
    expect((await decide(admin, store.storeId, 'approve')).statusCode).toBe(200);
    expect((await decide(admin, store.storeId, 'suspend', 'بضاعة مقلدة')).statusCode).toBe(200);
    const { data, count } = await log();
    expect(count).toBe(2);
    expect(data.map((entry) => [entry.action, entry.reason])).toEqual([
      ['store.suspend', 'بضاعة مقلدة'],
      ['store.approve', null],
    ]);
    expect(data[0]).toMatchObject({
      admin_email: ADMIN,
      target_type: 'store',
      target_id: store.storeId,
      target_label: 'متجر السجل',
    });
  });

  it('writes nothing for a refused decision', async () => {
    expect((await decide(admin, store.storeId, 'approve')).statusCode).toBe(409);
    expect((await log()).count).toBe(2);
  });

  it("names the operator's shell when a decision comes from it", async () => {
    const service = adminStoreService(adminStoreRepository(t.database.db), {
      mail: { enqueue: () => {}, drain: async () => {} } as never,
      audit: createAdminAudit(t.database),
      publicUrl: 'http://localhost:3000',
      publicChanges: { changed: () => {} },
    });
    await service.decide(store.storeId, 'reinstate', null, null);
    expect((await log()).data[0]).toMatchObject({
      action: 'store.reinstate',
      admin_email: 'shell',
    });
  });

  it('filters by what was acted on and finds by reason, store or admin', async () => {
    expect((await log({ target_type: 'category' })).count).toBe(0);
    expect((await log({ target_type: 'store', target_id: store.storeId })).count).toBe(3);
    expect((await log({ q: 'مقلدة' })).data.map((entry) => entry.action)).toEqual([
      'store.suspend',
    ]);
    expect((await log({ q: 'السجل' })).count).toBe(3);
    expect((await log({ q: '%' })).count).toBe(0);
  });

  it('is for administrators only, and bounded', async () => {
    const guest = await t.app.inject({ method: 'GET', url: paths.api.adminActions() });
    expect(guest.statusCode).toBe(401);
    for (const client of [store.client, await confirmedShopper(t.app, 'shopper@audit.test')]) {
      const res = await client.get(paths.api.adminActions());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await admin.get(`${paths.api.adminActions()}?limit=101`)).statusCode).toBe(400);
    expect((await admin.get(`${paths.api.adminActions()}?target_type=x`)).statusCode).toBe(400);
  });
});
