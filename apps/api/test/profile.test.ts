import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import { defaultPreferences } from '@souq/domain/schemas/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper } from './helpers/auth';

/** Who /api/me says you are, what you may change, and who may export the client list. */
describe('profile and roles', () => {
  let t: TestApp;
  let shopper: Browser;
  let admin: Browser;
  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: 'boss@example.org' } });
    [shopper, admin] = await Promise.all([
      confirmedShopper(t.app, 'member@example.org'),
      confirmedShopper(t.app, 'boss@example.org'),
    ]);
  });
  afterAll(() => t.close());

  const setUser = (email: string, values: Partial<typeof user.$inferInsert>) =>
    t.database.db.update(user).set(values).where(eq(user.email, email));

  it('needs a session to complete or update a profile (401)', async () => {
    const guest = browser(t.app);
    const complete = await guest.post(paths.api.completeProfile(), { name: 'x' });
    expect(complete.statusCode).toBe(401);
    expect(complete.json().error.code).toBe('UNAUTHENTICATED');
    const update = await guest.request({
      method: 'PATCH',
      url: paths.api.profile(),
      payload: { name: 'x' },
    });
    expect(update.statusCode).toBe(401);
  });

  it('refuses an update before the profile is completed (403 PROFILE_INCOMPLETE)', async () => {
    const res = await shopper.request({
      method: 'PATCH',
      url: paths.api.profile(),
      payload: { name: 'سارة', phone: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PROFILE_INCOMPLETE');
    const prefs = await shopper.request({
      method: 'PUT',
      url: paths.api.preferences(),
      payload: defaultPreferences,
    });
    expect(prefs.statusCode).toBe(403);
  });

  it('requires a name to complete the profile, with the Arabic message', async () => {
    const res = await shopper.post(paths.api.completeProfile(), { name: '  ', phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      field: 'name',
      message: authMessages.nameRequired,
    });
  });

  it('stores the settings switches in the preferences, merged over the defaults', async () => {
    await shopper.post(paths.api.completeProfile(), { name: 'سارة', phone: '+963 944 210 587' });
    expect((await shopper.me()).json().user.preferences).toEqual(defaultPreferences);
    const res = await shopper.request({
      method: 'PUT',
      url: paths.api.preferences(),
      payload: { orderNotifications: false, offersAndDiscounts: true, darkMode: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.preferences).toEqual({
      orderNotifications: false,
      offersAndDiscounts: true,
      darkMode: true,
    });
    const bad = await shopper.request({
      method: 'PUT',
      url: paths.api.preferences(),
      payload: { darkMode: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('recognises a verified ADMIN_EMAILS address as the Administrator, without a profile', async () => {
    const res = await admin.me();
    expect(res.json()).toMatchObject({
      needsProfileCompletion: false,
      user: { type: 'admin', name: 'Administrator', email: 'boss@example.org' },
    });
  });

  it('does not make an unverified account with an admin email an admin', async () => {
    await setUser('boss@example.org', { emailVerified: false });
    try {
      const res = await admin.me();
      expect(res.json().user.type).toBe('shopper');
      expect(res.json().needsProfileCompletion).toBe(true);
      const exported = await admin.get(paths.api.exportClients());
      expect(exported.statusCode).toBe(403);
    } finally {
      await setUser('boss@example.org', { emailVerified: true });
    }
  });

  it('shows a vendor owner as a vendor, not held to the profile form', async () => {
    const vendor = await confirmedShopper(t.app, 'owner@example.org');
    await setUser('owner@example.org', { role: 'vendor' });
    expect((await vendor.me()).json()).toMatchObject({
      needsProfileCompletion: false,
      user: { type: 'vendor' },
    });
  });

  describe('export-clients', () => {
    it('is for the administrator only: 401 for a guest, 403 for a shopper', async () => {
      expect((await browser(t.app).get(paths.api.exportClients())).statusCode).toBe(401);
      const res = await shopper.get(paths.api.exportClients());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    });

    it('lists clients as JSON, with location and preferences only when asked', async () => {
      const plain = await admin.get(paths.api.exportClients());
      expect(plain.statusCode).toBe(200);
      const body = plain.json();
      expect(body).toMatchObject({ count: 1, limit: 20, offset: 0 });
      expect(body.data[0]).toMatchObject({
        name: 'سارة',
        email: 'member@example.org',
        type: 'shopper',
      });
      expect(body.data[0]).not.toHaveProperty('preferences');
      expect(body.data[0]).not.toHaveProperty('latitude');
      const full = await admin.get(
        `${paths.api.exportClients()}?include_preferences=true&include_location=1&limit=100`,
      );
      expect(full.json().data[0]).toMatchObject({
        preferences: { darkMode: true },
        latitude: null,
        address: null,
      });
      const one = await admin.get(`${paths.api.exportClients()}?client_id=nobody`);
      expect(one.json()).toMatchObject({ data: [], count: 0 });
      expect((await admin.get(`${paths.api.exportClients()}?limit=1000`)).statusCode).toBe(400);
    });

    it('writes CSV with proper escaping and defused formulas', async () => {
      await shopper.request({
        method: 'PATCH',
        url: paths.api.profile(),
        payload: {
          name: '=cmd|"/c calc"!A1',
          phone: '+963 944 210 587',
          address: 'شارع "النصر"، بناء 3, دمشق',
          delivery_notes: 'سطر أول\nسطر ثان',
        },
      });
      const res = await admin.get(
        `${paths.api.exportClients()}?format=csv&include_location=true&include_preferences=true`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="clients.csv"/);
      const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe(
        'id,type,name,phone,email,address,formatted_address,delivery_notes,latitude,longitude,orderNotifications,offersAndDiscounts,darkMode,created_at,updated_at',
      );
      expect(row).toContain('"\'=cmd|""/c calc""!A1"');
      expect(row).toContain('+963 944 210 587');
      expect(row).toContain('"شارع ""النصر""، بناء 3, دمشق"');
      expect(res.body).toContain('"سطر أول\nسطر ثان"');
      expect(row).toContain('false,true,true');
    });
  });
});
