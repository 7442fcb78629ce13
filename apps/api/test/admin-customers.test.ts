import { apiErrors } from '@souq/domain/locales/ar/errors';
import { paths } from '@souq/domain/paths';
import type { AdminAction } from '@souq/domain/schemas/admin-actions';
import type { AdminCustomer, AdminCustomerList } from '@souq/domain/schemas/admin-customers';
import { withQuery } from '@souq/domain/url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper } from './helpers/auth';

const ADMIN = 'admin@customers.test';
const BUYER = 'buyer@customers.test';

/** The operator's customers: search, one account, disabling (signed out, refused) and back. */
describe('admin customers', () => {
  let t: TestApp;
  let admin: Browser;
  let buyer: Browser;
  let buyerId: string;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [admin, buyer] = await Promise.all([
      confirmedShopper(t.app, ADMIN),
      confirmedShopper(t.app, BUYER),
    ]);
    await confirmedShopper(t.app, 'other@customers.test');
    const [row] = await t.database.db.select().from(user).where(eq(user.email, BUYER));
    buyerId = row!.id;
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) => {
    const res = await admin.get(withQuery(paths.api.adminCustomers(), query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminCustomerList;
  };
  const sessionsOf = async (id: string) =>
    (await t.database.db.select().from(session).where(eq(session.userId, id))).length;

  it('lists accounts newest first and finds one by address or name', async () => {
    const all = await list();
    expect(all.count).toBe(3);
    expect(all.data.find((c) => c.email === ADMIN)?.role).toBe('admin');
    const found = await list({ q: 'buyer@' });
    expect(found.data.map((c) => c.email)).toEqual([BUYER]);
    expect(found.data[0]).toMatchObject({ id: buyerId, order_count: 0, disabled_at: null });
    expect((await list({ q: '%' })).count).toBe(0);
  });

  it('disables only with a reason: signed out everywhere, then refused at sign-in', async () => {
    const silent = await admin.post(paths.api.adminCustomerState(buyerId, 'disable'), {});
    expect(silent.statusCode).toBe(400);
    expect(await sessionsOf(buyerId)).toBeGreaterThan(0);

    const res = await admin.post(paths.api.adminCustomerState(buyerId, 'disable'), {
      reason: 'احتيال في الدفع',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ disabled_reason: 'احتيال في الدفع' });
    expect(await sessionsOf(buyerId)).toBe(0);
    expect((await buyer.me()).json().user).toBeNull();

    const again = browser(t.app);
    const refused = await again.login(BUYER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: apiErrors.ACCOUNT_DISABLED,
    });
    expect(await sessionsOf(buyerId)).toBe(0);
    expect((await again.me()).json().user).toBeNull();
    // A wrong password learns nothing about the account's state.
    const guess = await browser(t.app).login(BUYER, 'not the password at all');
    expect(guess.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await list({ state: 'disabled' })).data.map((c) => c.email)).toEqual([BUYER]);
  });

  it('enables the account again: the customer signs in', async () => {
    const res = await admin.post(paths.api.adminCustomerState(buyerId, 'enable'), {});
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminCustomer).disabled_at).toBeNull();
    const back = browser(t.app);
    expect((await back.login(BUYER)).statusCode).toBe(200);
    expect((await back.me()).json().user).toMatchObject({ email: BUYER });
  });

  it('logs both decisions, and never disables an administrator', async () => {
    const log = await admin.get(withQuery(paths.api.adminActions(), { target_type: 'customer' }));
    expect((log.json().data as AdminAction[]).map((a) => [a.action, a.target_label])).toEqual([
      ['customer.enable', BUYER],
      ['customer.disable', BUYER],
    ]);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, ADMIN));
    const refused = await admin.post(paths.api.adminCustomerState(row!.id, 'disable'), {
      reason: 'تجربة',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ADMIN_ACCOUNT_PROTECTED');
  });

  it('refuses guests (401) and everyone but an administrator (403)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: paths.api.adminCustomers() })).statusCode,
    ).toBe(401);
    const other = await confirmedShopper(t.app, 'nosy@customers.test');
    for (const url of [paths.api.adminCustomers(), paths.api.adminCustomer(buyerId)]) {
      expect((await other.get(url)).statusCode).toBe(403);
    }
    const res = await other.post(paths.api.adminCustomerState(buyerId, 'disable'), { reason: 'x' });
    expect(res.statusCode).toBe(403);
    expect((await admin.get(paths.api.adminCustomer(buyerId))).json().disabled_at).toBeNull();
    expect((await admin.get(`${paths.api.adminCustomers()}?limit=101`)).statusCode).toBe(400);
    expect((await admin.get(paths.api.adminCustomer('nobody'))).statusCode).toBe(404);
  });
});
