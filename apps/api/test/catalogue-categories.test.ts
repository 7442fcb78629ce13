import { category, categoryList, categorySimpleList } from '@souq/domain/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-categories';

describe('GET /functions/v1/export-categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const books = await f.category({ slug: 'books', name: 'كتب', sortOrder: 5, icon: '📚' });
    const food = await f.category({ slug: 'food', name: 'طعام', sortOrder: 1, color: '#22c55e' });
    await f.category({ slug: 'cars', name: 'سيارات', sortOrder: 3, isActive: false });
    const shop = await f.vendor();
    const closed = await f.vendor({ isActive: false });
    await f.product(shop.id, { categoryId: books.id });
    await f.product(shop.id, { categoryId: books.id });
    await f.product(shop.id, { categoryId: books.id, isActive: false });
    await f.product(closed.id, { categoryId: books.id });
    await f.product(shop.id, { categoryId: food.id });
  });
  afterAll(() => t.close());

  const get = (query = '') => t.app.inject({ method: 'GET', url: `${url}${query}` });

  it('lists active categories by sort order with counts of visible products', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = categoryList.parse(res.json());
    expect(body.count).toBe(2);
    expect(body.data.map((c) => [c.slug, c.product_count])).toEqual([
      ['food', 1],
      ['books', 2],
    ]);
    expect(body.data[1]).toMatchObject({ name: 'كتب', icon: '📚', is_active: true, sort_order: 5 });
  });

  it('includes inactive categories on request', async () => {
    for (const flag of ['true', '1']) {
      const body = (await get(`?include_inactive=${flag}`)).json();
      expect(body.data.map((c: { slug: string }) => c.slug)).toEqual(['food', 'cars', 'books']);
    }
    expect((await get('?include_inactive=false')).json().count).toBe(2);
  });

  it('gives the full shape for format=json, the same as no format', async () => {
    const json = categoryList.parse((await get('?format=json')).json());
    expect(json).toEqual(categoryList.parse((await get()).json()));
    expect(Object.keys(json.data[0]!).sort()).toEqual(Object.keys(category.shape).sort());
  });

  it('gives only id, slug, name and icon for format=simple, in the same order', async () => {
    const body = (await get('?format=simple')).json();
    expect(categorySimpleList.parse(body).count).toBe(2);
    expect(body.data).toEqual([
      { id: expect.any(String), slug: 'food', name: 'طعام', icon: null },
      { id: expect.any(String), slug: 'books', name: 'كتب', icon: '📚' },
    ]);
    const inactiveToo = (await get('?format=simple&include_inactive=true')).json();
    expect(inactiveToo.data.map((c: { slug: string }) => c.slug)).toEqual([
      'food',
      'cars',
      'books',
    ]);
  });

  it('documents both shapes in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = spec.paths[url].get.responses['200'].content['application/json'].schema;
    const shapes = (ok.anyOf ?? ok.oneOf).map(
      (s: { properties: { data: { items: { properties: object } } } }) =>
        Object.keys(s.properties.data.items.properties).sort(),
    );
    expect(shapes).toContainEqual(['icon', 'id', 'name', 'slug']);
    expect(shapes).toContainEqual(Object.keys(category.shape).sort());
  });

  it.each(['include_inactive=maybe', 'format=xml'])('rejects %s with 400', async (query) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
