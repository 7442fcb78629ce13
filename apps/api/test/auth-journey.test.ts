import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, clients, user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import {
  type Browser,
  browser,
  confirmedShopper,
  PASSWORD,
  relative,
  SITE_ORIGIN,
  waitForMail,
} from './helpers/auth';

/**
 * The shopper's way in, end to end: register, confirm from the mailed link, log in, complete
 * and edit the profile, log out; and along the way nothing secret in any answer.
 */
describe('account journey', () => {
  let t: TestApp;
  let shopper: Browser;
  const email = 'journey@example.org';
  const sessionTokens: string[] = [];

  beforeAll(async () => {
    t = await testApp();
    shopper = browser(t.app);
  });
  afterAll(() => t.close());

  it('registers a shopper and mails a confirmation link (RTL Arabic)', async () => {
    const res = await shopper.register(email, { userType: 'shopper' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, emailVerified: false, role: 'shopper' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const mail = await waitForMail(t.app, email);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('refuses to log in before the email is confirmed (403, Arabic) and mails a fresh link', async () => {
    const res = await shopper.login(email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: authMessages.emailNotVerified,
    });
    await waitForMail(t.app, email, 2);
  });

  it('confirms the email from the link and lands on /auth?verified=1', async () => {
    const mail = await waitForMail(t.app, email);
    const res = await shopper.get(relative(mail.links[0]!));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE_ORIGIN}/auth?verified=1`);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it('sends a bad confirmation link to /auth?error=... without the verified flag', async () => {
    const callback = encodeURIComponent(`${SITE_ORIGIN}/auth?verified=1`);
    const res = await browser(t.app).get(
      `${paths.api.auth.verifyEmail()}?token=forged.token.value&callbackURL=${callback}`,
    );
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(target.searchParams.has('verified')).toBe(false);
  });

  it('lands an edited confirmation link on our own page, never on another site', async () => {
    const mail = await waitForMail(t.app, email);
    for (const elsewhere of ['https://evil.example/welcome', 'http://localhost/x']) {
      const link = new URL(mail.links[0]!);
      link.searchParams.set('callbackURL', elsewhere);
      const res = await browser(t.app).get(relative(link.toString()));
      expect(res.statusCode).toBe(302);
      expect(new URL(String(res.headers.location)).origin).toBe(SITE_ORIGIN);
    }
  });

  it('answers a wrong password with 401 and the Arabic message', async () => {
    const res = await shopper.login(email, 'not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: authMessages.invalidCredentials,
    });
    const unknown = await shopper.login('nobody@example.org', PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(res.body);
  });

  it('logs in with an httpOnly SameSite=Lax cookie and a new session id each time', async () => {
    const first = await shopper.login(email);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/souq\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    sessionTokens.push(shopper.sessionToken()!);
    const second = await shopper.login(email);
    expect(second.statusCode).toBe(200);
    sessionTokens.push(shopper.sessionToken()!);
    expect(sessionTokens[1]).not.toBe(sessionTokens[0]);
  });

  it('reads /api/me as needing profile completion, prefilled from registration', async () => {
    const res = await shopper.me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      needsProfileCompletion: true,
      user: { email, name: 'سارة الشامي', type: 'shopper', phone: '+963 944 210 587' },
    });
  });

  it('completes the profile (client record with id, name, phone)', async () => {
    const res = await shopper.post(paths.api.completeProfile(), { name: 'سارة', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      needsProfileCompletion: false,
      user: { name: 'سارة', phone: null, status: 'active' },
    });
    const me = await shopper.me();
    expect(me.json().needsProfileCompletion).toBe(false);
  });

  it('updates the profile with coordinates given as a pair of decimals', async () => {
    const res = await shopper.request({
      method: 'PATCH',
      url: paths.api.profile(),
      payload: {
        name: 'سارة الشامي',
        phone: '+963 944 000 111',
        address: 'شارع بغداد',
        formatted_address: 'شارع بغداد، دمشق',
        delivery_notes: 'الطابق الثاني',
        latitude: '33.5138',
        longitude: 36.2765,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'سارة الشامي',
      phone: '+963 944 000 111',
      address: 'شارع بغداد',
      latitude: 33.5138,
      longitude: 36.2765,
    });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe('سارة الشامي');
  });

  it('updates without coordinates, keeping the stored ones', async () => {
    const res = await shopper.request({
      method: 'PATCH',
      url: paths.api.profile(),
      payload: { name: 'سارة', phone: '+963 944 000 111' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'سارة',
      address: 'شارع بغداد',
      latitude: 33.5138,
      longitude: 36.2765,
    });
  });

  it('refuses a single coordinate with 400 and writes nothing', async () => {
    const res = await shopper.request({
      method: 'PATCH',
      url: paths.api.profile(),
      payload: { name: 'تغيير', phone: '', latitude: 33 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual([
      expect.objectContaining({ field: 'longitude', message: authMessages.coordinatesBoth }),
    ]);
    expect((await shopper.me()).json().user.name).toBe('سارة');
  });

  it('logs out: the session is gone and /api/me says signed out (200, not 401)', async () => {
    const res = await shopper.post(paths.api.auth.signOut());
    expect(res.statusCode).toBe(200);
    expect(shopper.sessionToken()).toBeNull();
    const me = await shopper.me();
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: null, needsProfileCompletion: false });
  });

  it('never put a password hash or a session token in an answer body', async () => {
    const [credential] = await t.database.db.select().from(account);
    expect(credential?.password).toMatch(/^\$argon2id\$/);
    const rawTokens = sessionTokens.map((token) => decodeURIComponent(token).split('.')[0]!);
    expect(shopper.answers.length).toBeGreaterThan(10);
    for (const res of shopper.answers) {
      const { 'set-cookie': _cookie, ...headers } = res.headers;
      const visible = `${res.body}\n${JSON.stringify(headers)}`;
      expect(visible).not.toContain('$argon2');
      expect(visible).not.toContain(credential!.password!);
      for (const token of rawTokens) {
        // The token travels only in Set-Cookie and, for the native app, set-auth-token.
        expect(res.body).not.toContain(token);
      }
    }
  });
});

describe('registering an email that is taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('answers 409 with the spec message, unconfirmed or confirmed', async () => {
    const first = browser(t.app);
    expect((await first.register('twice@example.org')).statusCode).toBe(200);
    const again = await browser(t.app).register('Twice@Example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل',
    });
  });

  it('creates the missing client record for a confirmed shopper re-registering with their password', async () => {
    const email = 'returning@example.org';
    await confirmedShopper(t.app, email);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    const clientOf = () => t.database.db.select().from(clients).where(eq(clients.id, row!.id));
    expect(await clientOf()).toEqual([]);

    const stranger = await browser(t.app).register(email, {
      name: 'غريب',
      password: 'someone else entirely',
    });
    expect(stranger.statusCode).toBe(409);
    expect(await clientOf()).toEqual([]);

    const res = await browser(t.app).register(email, { name: 'عائد', phone: '+963 933 111 222' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(authMessages.alreadyRegistered);
    expect(await clientOf()).toEqual([
      expect.objectContaining({ id: row!.id, name: 'عائد', phone: '+963 933 111 222', email }),
    ]);
  });

  it('validates with the shared schema before anything is written (Arabic messages)', async () => {
    const res = await browser(t.app).register('short@example.org', { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({ field: 'password', message: authMessages.passwordTooShort }),
    ]);
    const long = await browser(t.app).register('long@example.org', { password: 'x'.repeat(129) });
    expect(long.json().error.details[0].message).toBe(authMessages.passwordTooLong);
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'short@example.org'));
    expect(rows).toEqual([]);
  });

  it('ignores a role in the sign-up body: nobody registers as a vendor', async () => {
    const res = await browser(t.app).register('sneaky@example.org', { role: 'vendor' } as never);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'sneaky@example.org'));
    expect(row?.role).toBe('shopper');
  });

  it('exposes only the auth endpoints the apps use', async () => {
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/list-sessions',
    ]) {
      const res = await browser(t.app).post(url, {});
      expect(res.statusCode, url).toBe(404);
    }
  });
});
