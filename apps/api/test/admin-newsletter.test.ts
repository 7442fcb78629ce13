import { unsubscribeText } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import { parseCsv } from '@souq/domain/product-csv';
import type { AdminAction } from '@souq/domain/schemas/admin-actions';
import type { AdminSubscriberList } from '@souq/domain/schemas/newsletter';
import { withQuery } from '@souq/domain/url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';
import { applicant } from './helpers/stores';

const ADMIN = 'admin@newsletter.test';
/** The test config's PUBLIC_URL: the links point at the web app there. */
const PUBLIC_URL = 'http://localhost:3000';

/** The operator's newsletter: list, export with signed unsubscribe links, removals, unsubscribe. */
describe('admin newsletter and unsubscribe links', () => {
  let t: TestApp;
  let admin: Browser;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await confirmedShopper(t.app, ADMIN);
    // 25 subscribers a minute apart: reader01 the oldest, reader25 the newest.
    await t.database.db.insert(newsletterSubscriptions).values(
      Array.from({ length: 25 }, (_, i) => ({
        email: `reader${String(i + 1).padStart(2, '0')}@example.com`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
      })),
    );
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await admin.get(withQuery(paths.api.adminNewsletter(), query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminSubscriberList;
  };
  const emails = async () =>
    (await t.database.db.select().from(newsletterSubscriptions)).map((row) => row.email).sort();
  const exported = async () => {
    const res = await admin.get(paths.api.adminNewsletterCsv());
    expect(res.statusCode, res.body).toBe(200);
    const parsed = parseCsv(res.body);
    if (!parsed.ok) throw new Error(parsed.problem);
    return { res, rows: parsed.rows };
  };
  /** The address and token of the export's link for one address. */
  const linkOf = async (email: string) => {
    const row = (await exported()).rows.find((cells) => cells[0] === email);
    const url = new URL(row![2]!);
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  };
  const unsubscribe = (payload: object) =>
    t.app.inject({ method: 'POST', url: paths.api.newsletterUnsubscribe(), payload });
  const check = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: withQuery(paths.api.newsletterUnsubscribe(), query) });

  it('is for administrators only: guests 401, shoppers and vendors 403, before validation', async () => {
    const urls = [
      withQuery(paths.api.adminNewsletter(), { limit: 999 }),
      paths.api.adminNewsletterCsv(),
    ];
    const shopper = await confirmedShopper(t.app, 'shopper@newsletter.test');
    const vendor = (await applicant(t, 'owner@newsletter.test')).client;
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const client of [shopper, vendor]) {
        const res = await client.get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const target = paths.api.adminNewsletterSubscriber('not-a-uuid');
    expect((await t.app.inject({ method: 'DELETE', url: target })).statusCode).toBe(401);
    expect((await shopper.request({ method: 'DELETE', url: target })).statusCode).toBe(403);
    expect(await emails()).toHaveLength(25);
  });

  it('lists newest first with the count, pages without overlap, and finds by address', async () => {
    const first = await list({ limit: 10 });
    expect(first.count).toBe(25);
    expect(first.data.map((s) => s.email)[0]).toBe('reader25@example.com');
    expect(first.data[0]!.created_at).toBe('2026-01-01T10:24:00.000Z');
    const last = await list({ limit: 10, offset: 20 });
    expect(last.data.map((s) => s.email)).toEqual([
      'reader05@example.com',
      'reader04@example.com',
      'reader03@example.com',
      'reader02@example.com',
      'reader01@example.com',
    ]);
    expect((await list({ offset: 100 })).data).toEqual([]);
    const found = await list({ q: 'READER1' });
    expect(found.count).toBe(10);
    expect(found.data.every((s) => s.email.startsWith('reader1'))).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await list({ q: '%' })).count).toBe(0);
    expect((await list({ q: 'reader_1' })).count).toBe(0);
  });

  it('refuses out-of-bounds paging with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', `q=${'a'.repeat(101)}`]) {
      const res = await admin.get(`${paths.api.adminNewsletter()}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports every subscriber as UTF-8 CSV with a BOM and a working unsubscribe link', async () => {
    const { res, rows } = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rows[0]).toEqual(['email', 'subscribed_at', 'unsubscribe_url']);
    expect(rows).toHaveLength(26);
    expect(rows[1]!.slice(0, 2)).toEqual(['reader01@example.com', '2026-01-01T10:00:00.000Z']);
    const tokens = new Set<string>();
    for (const [email, , link] of rows.slice(1)) {
      const url = new URL(link!);
      expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/newsletter/unsubscribe`);
      expect(url.searchParams.get('email')).toBe(email);
      tokens.add(url.searchParams.get('token')!);
    }
    expect(tokens.size).toBe(25);
    const link = await linkOf('reader07@example.com');
    const answer = await check(link);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ email: 'reader07@example.com', subscribed: true });
  });

  it('defuses a cell a spreadsheet would run as a formula', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.api.newsletter(),
      payload: { email: '-2+3@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await exported();
    expect(rows.some((cells) => cells[0] === "'-2+3@example.com")).toBe(true);
    await t.database.db
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, '-2+3@example.com'));
  });

  it('checking a link on GET changes nothing (mail scanners follow links)', async () => {
    const link = await linkOf('reader03@example.com');
    for (let i = 0; i < 3; i++) expect((await check(link)).statusCode).toBe(200);
    expect(await emails()).toContain('reader03@example.com');
  });

  it('unsubscribes with a good token, and again is still 200', async () => {
    const link = await linkOf('reader03@example.com');
    const first = await unsubscribe({ ...link, email: ' Reader03@Example.com ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: 'reader03@example.com', subscribed: false });
    expect(await emails()).not.toContain('reader03@example.com');
    const again = await unsubscribe(link);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'reader03@example.com', subscribed: false });
    expect((await check(link)).json()).toEqual({
      email: 'reader03@example.com',
      subscribed: false,
    });
    // Honoured everywhere: neither the list nor the export names the address any more.
    expect((await list({ q: 'reader03' })).count).toBe(0);
    expect((await exported()).rows.some((cells) => cells[0] === 'reader03@example.com')).toBe(
      false,
    );
  });

  it('a later subscribe of the same address works again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.api.newsletter(),
      payload: { email: 'reader03@example.com' },
    });
    expect(res.statusCode).toBe(201);
    expect((await list({ q: 'reader03' })).count).toBe(1);
  });

  it('refuses a bad token with 400 and an Arabic message, and removes nothing', async () => {
    const good = await linkOf('reader04@example.com');
    const other = await linkOf('reader05@example.com');
    const bad = [
      { email: good.email, token: other.token },
      { email: good.email, token: `${good.token.slice(0, -2)}xx` },
      { email: good.email, token: 'x' },
    ];
    for (const payload of bad) {
      for (const res of [await unsubscribe(payload), await check(payload)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          code: 'INVALID_TOKEN',
          message: unsubscribeText.invalidLink,
        });
      }
    }
    for (const payload of [{ email: good.email }, { token: good.token }, {}]) {
      expect((await unsubscribe(payload)).statusCode).toBe(400);
    }
    expect(await emails()).toHaveLength(25);
  });

  it('removes a subscriber and records who did it in the audit log', async () => {
    const target = (await list({ q: 'reader09' })).data[0]!;
    const res = await admin.request({
      method: 'DELETE',
      url: paths.api.adminNewsletterSubscriber(target.id),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await emails()).not.toContain('reader09@example.com');
    const log = await admin.get(withQuery(paths.api.adminActions(), { target_type: 'newsletter' }));
    const [entry] = (log.json() as { data: AdminAction[] }).data;
    expect(entry).toMatchObject({
      action: 'newsletter.remove',
      admin_email: ADMIN,
      target_type: 'newsletter',
      target_id: target.id,
      target_label: 'reader09@example.com',
    });
    const gone = await admin.request({
      method: 'DELETE',
      url: paths.api.adminNewsletterSubscriber(target.id),
    });
    expect(gone.statusCode).toBe(404);
    const malformed = await admin.request({
      method: 'DELETE',
      url: paths.api.adminNewsletterSubscriber('nope'),
    });
    expect(malformed.statusCode).toBe(400);
    const after = await admin.get(
      withQuery(paths.api.adminActions(), { target_type: 'newsletter' }),
    );
    expect(after.json().count).toBe(1);
  });
});
