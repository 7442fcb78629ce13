import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper, PASSWORD } from './helpers/auth';

const ADMIN = 'admin@matrix.test';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const EVIL = 'https://evil.example';

interface Route {
  method: InjectOptions['method'];
  url: string;
}

/**
 * Every administrator endpoint, read from the OpenAPI document so a new one cannot be
 * forgotten: guests and forged tokens get 401, shoppers and store owners 403 whether they
 * come with their cookie or their real bearer token, and an administrator's cookie does not
 * write from another site. Each refusal changes nothing (the bodies are never even read).
 */
describe('admin endpoints refuse everyone but an administrator', () => {
  let t: TestApp;
  let admin: Browser;
  let shopper: Browser;
  let vendor: Browser;
  let shopperToken: string;
  let routes: Route[];

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [admin, shopper, vendor] = await Promise.all([
      confirmedShopper(t.app, ADMIN),
      confirmedShopper(t.app, 'shopper@matrix.test'),
      confirmedShopper(t.app, 'vendor@matrix.test'),
    ]);
    await t.database.db
      .update(user)
      .set({ role: 'vendor' })
      .where(eq(user.email, 'vendor@matrix.test'));
    const signIn = await browser(t.app).login('shopper@matrix.test', PASSWORD);
    shopperToken = String(signIn.headers['set-auth-token']);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/') || path === paths.api.exportClients())
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as InjectOptions['method'],
          url: path.replace(/\{[^}]+\}/g, SOME_ID),
        })),
      );
  });
  afterAll(() => t.close());

  const write = (route: Route) => route.method !== 'GET';
  const call = (client: Browser, route: Route, extra: { bearer?: string; origin?: string } = {}) =>
    client.request({
      method: route.method,
      url: route.url,
      payload: write(route) ? {} : undefined,
      ...extra,
    });

  it('finds every admin endpoint in the API description', () => {
    const urls = new Set(routes.map((route) => route.url.split('/').slice(0, 4).join('/')));
    for (const area of ['stores', 'orders', 'customers', 'categories', 'newsletter', 'actions']) {
      expect(
        [...urls].some((url) => url.startsWith(`/api/admin/${area}`)),
        area,
      ).toBe(true);
    }
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 to guests and to forged bearer tokens', async () => {
    for (const route of routes) {
      const guest = await t.app.inject({ method: route.method, url: route.url });
      expect(guest.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const bearer of ['forged.signature', 'garbage']) {
        const forged = await call(browser(t.app), route, { bearer, origin: EVIL });
        expect(forged.statusCode, `${route.method} ${route.url} ${bearer}`).toBe(401);
      }
    }
  });

  it('answers 403 to shoppers and store owners, by cookie or by their real token', async () => {
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await call(shopper, route)).statusCode, label).toBe(403);
      expect((await call(vendor, route)).statusCode, label).toBe(403);
      const byToken = await call(browser(t.app), route, { bearer: shopperToken, origin: EVIL });
      expect(byToken.statusCode, `${label} (bearer)`).toBe(403);
    }
  });

  it("does not let an administrator's cookie write from another site", async () => {
    for (const route of routes.filter(write)) {
      const res = await call(admin, route, { origin: EVIL });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
