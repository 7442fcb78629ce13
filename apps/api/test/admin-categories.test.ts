import { categoryValidation } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminCategory } from '@souq/domain/schemas/admin-categories';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, categories, products } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';
import { fixtures } from './helpers/fixtures';
import { applicant } from './helpers/stores';

const ADMIN = 'admin@categories.test';
const list = paths.api.adminCategories();

describe('admin categories: list, create, change, reorder, deactivate', () => {
  let t: TestApp;
  let admin: Browser;
  let shopper: Browser;
  let vendor: Browser;
  let books: { id: string };
  let food: { id: string };
  let product: { id: string };

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [admin, shopper] = await Promise.all([
      confirmedShopper(t.app, ADMIN),
      confirmedShopper(t.app, 'shopper@categories.test'),
    ]);
    vendor = (await applicant(t, 'vendor@categories.test')).client;
    const f = fixtures(t.database.db);
    books = await f.category({ slug: 'books', name: 'كتب', sortOrder: 0, icon: '📚' });
    food = await f.category({ slug: 'food', name: 'طعام', sortOrder: 1, isActive: false });
    const shop = await f.vendor({ isActive: true, status: 'active' });
    product = await f.product(shop.id, { categoryId: books.id, isActive: true, status: 'active' });
    await f.product(shop.id, { categoryId: books.id });
    await f.product(shop.id, { categoryId: books.id, status: 'archived', isActive: false });
  });
  afterAll(() => t.close());

  const patch = (client: Browser, id: string, payload: object) =>
    client.request({ method: 'PATCH', url: paths.api.adminCategory(id), payload });
  const reorder = (client: Browser, ids: string[]) =>
    client.request({ method: 'PUT', url: paths.api.adminCategoryOrder(), payload: { ids } });
  const slugs = async () =>
    (await admin.get(list)).json().data.map((c: AdminCategory) => c.slug) as string[];
  const publicSlugs = async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.api.exportCategories() });
    return res.json().data.map((c: { slug: string }) => c.slug) as string[];
  };
  const audit = () =>
    t.database.db.select().from(adminActions).orderBy(asc(adminActions.createdAt));

  it('refuses guests (401) and shoppers and vendors (403) before validating anything', async () => {
    const calls = [
      { method: 'GET' as const, url: list },
      { method: 'POST' as const, url: list, payload: { name: '' } },
      { method: 'PATCH' as const, url: paths.api.adminCategory('not-an-id'), payload: {} },
      { method: 'PUT' as const, url: paths.api.adminCategoryOrder(), payload: { ids: 'x' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const client of [shopper, vendor]) {
        const res = await client.request(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await audit()).toEqual([]);
  });

  it('lists every category, inactive too, in order, counting non-archived products', async () => {
    const res = await admin.get(list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.data.map((c: AdminCategory) => [c.slug, c.is_active, c.product_count])).toEqual([
      ['books', true, 2],
      ['food', false, 0],
    ]);
  });

  it('creates a category last in the order, public at once, and audits it', async () => {
    expect(await publicSlugs()).toEqual(['books']);
    const res = await admin.post(list, {
      name: 'عطور',
      slug: 'perfumes',
      icon: '🌸',
      color: '#DB2777',
      description: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'perfumes',
      name: 'عطور',
      color: '#db2777',
      description: null,
      is_active: true,
      sort_order: 2,
      product_count: 0,
    });
    expect(await slugs()).toEqual(['books', 'food', 'perfumes']);
    expect(await publicSlugs()).toEqual(['books', 'perfumes']);
    const [entry] = (await audit()).filter((a) => a.action === 'category.create');
    expect(entry).toMatchObject({
      adminEmail: ADMIN,
      targetType: 'category',
      targetId: res.json().id,
      targetLabel: 'عطور',
    });
  });

  it('refuses a slug already taken (409) and writes nothing', async () => {
    const before = (await audit()).length;
    const res = await admin.post(list, { name: 'كتب أخرى', slug: 'books' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('CATEGORY_SLUG_TAKEN');
    const renamed = await patch(admin, food.id, { slug: 'books' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('CATEGORY_SLUG_TAKEN');
    expect(await slugs()).toEqual(['books', 'food', 'perfumes']);
    expect((await audit()).length).toBe(before);
  });

  it('refuses bad input with 400 and the Arabic message of each field', async () => {
    const cases: [object, string][] = [
      [{ name: '', slug: 'x' }, categoryValidation.nameRequired],
      [{ name: 'x'.repeat(101), slug: 'x' }, categoryValidation.nameTooLong],
      [{ name: 'س', slug: 'Big Cars' }, categoryValidation.slugInvalid],
      [{ name: 'س', slug: 'x'.repeat(61) }, categoryValidation.slugTooLong],
      [{ name: 'س', slug: 'x', color: 'blue' }, categoryValidation.colorInvalid],
      [{ name: 'س', slug: 'x', icon: 'x'.repeat(21) }, categoryValidation.iconTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.post(list, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.body).toContain(message);
    }
    expect((await patch(admin, books.id, {})).statusCode).toBe(400);
    expect((await patch(admin, 'books', { name: 'س' })).statusCode).toBe(400);
    expect((await reorder(admin, [books.id, books.id])).statusCode).toBe(400);
    expect(await slugs()).toEqual(['books', 'food', 'perfumes']);
  });

  it('updates the fields sent, leaves the rest, and audits what changed', async () => {
    const res = await patch(admin, books.id, { name: 'كتب ومجلات', color: '#2563eb' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'books',
      name: 'كتب ومجلات',
      icon: '📚',
      color: '#2563eb',
      product_count: 2,
    });
    const entry = (await audit()).findLast((a) => a.action === 'category.update');
    expect(entry).toMatchObject({ targetId: books.id, targetLabel: 'كتب ومجلات' });
    expect(entry!.details).toEqual({
      name: { from: 'كتب', to: 'كتب ومجلات' },
      color: { from: null, to: '#2563eb' },
    });
    expect(
      (await patch(admin, '00000000-0000-4000-8000-000000000000', { name: 'س' })).statusCode,
    ).toBe(404);
  });

  it('reorders the whole list in one go, public order included, and audits it', async () => {
    const all = (await admin.get(list)).json().data as AdminCategory[];
    const perfumes = all.find((c) => c.slug === 'perfumes')!;
    const res = await reorder(admin, [perfumes.id, food.id, books.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((c: AdminCategory) => [c.slug, c.sort_order])).toEqual([
      ['perfumes', 0],
      ['food', 1],
      ['books', 2],
    ]);
    expect(await publicSlugs()).toEqual(['perfumes', 'books']);
    const entry = (await audit()).findLast((a) => a.action === 'category.reorder');
    expect(entry!.details).toEqual({
      from: ['books', 'food', 'perfumes'],
      to: ['perfumes', 'food', 'books'],
    });
  });

  it('refuses an order that leaves a category out (409) and keeps the old one', async () => {
    const res = await reorder(admin, [books.id, food.id]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('CATEGORY_ORDER_STALE');
    expect(await slugs()).toEqual(['perfumes', 'food', 'books']);
  });

  it('deactivating hides the category from shoppers at once; its products keep it', async () => {
    expect(await publicSlugs()).toContain('books'); // cached now
    const res = await patch(admin, books.id, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect(await publicSlugs()).toEqual(['perfumes']);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.categoryId).toBe(books.id);
    const entry = (await audit()).findLast((a) => a.action === 'category.update');
    expect(entry!.details).toEqual({ is_active: { from: true, to: false } });
    expect((await patch(admin, books.id, { is_active: true })).statusCode).toBe(200);
    expect(await publicSlugs()).toEqual(['perfumes', 'books']);
    const [stored] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, books.id));
    expect(stored!.isActive).toBe(true);
  });
});
