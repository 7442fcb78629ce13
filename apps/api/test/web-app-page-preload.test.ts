import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PRELOADED_DATA_ELEMENT_ID,
  productPageUrl,
  productsFirstPageUrl,
  reelsListUrl,
  vendorPageUrl,
} from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { WEB_PRODUCTS_PAGE_SIZE } from '@souq/domain/product-pages';
import { productVideoList } from '@souq/domain/schemas/videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVideos, session } from '../src/db/schema';
import { jsonForHtml } from '../src/http/page-preload';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';
import { applicant } from './helpers/stores';

const indexHtml =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>سوق</title><script type="module" crossorigin src="/assets/framework-1.js"></script></head><body><div id="root"></div></body></html>';
/** As Vite writes it: the reels route imports the framework (already in index.html) and a shared chunk. */
const manifest = {
  _framework: { file: 'assets/framework-1.js' },
  _shared: { file: 'assets/shared-1.js', imports: ['_framework'], css: ['assets/x.css'] },
  'src/app/layouts/mobile/mobile-layout.tsx': {
    file: 'assets/mobile-layout-1.js',
    imports: ['_shared'],
  },
  'src/routes/mobile/reels.tsx': { file: 'assets/reels-1.js', imports: ['_shared', '_framework'] },
  'src/features/reels/mobile-reels-screen.tsx': { file: 'assets/mobile-reels-screen-1.js' },
  'src/routes/web/products.tsx': { file: 'assets/products-1.js', imports: ['_shared'] },
  'src/routes/seller/home.tsx': { file: 'assets/seller-home-1.js', imports: ['_framework'] },
};
/** As the web build writes it: the modules each preloaded page renders first. */
const pageModules = {
  '/mobile/reels': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/reels.tsx',
    'src/features/reels/mobile-reels-screen.tsx',
  ],
  '/products': ['src/routes/web/products.tsx'],
  '/seller': ['src/routes/seller/home.tsx'],
};
const DAY_MS = 24 * 60 * 60 * 1000;
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const hostileName = 'صابون </script><script>alert(1)</script> & <!--';

/** The embedded JSON block of a served page, parsed as the browser's JSON.parse would. */
function embedded(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('pages served with their first answers embedded', () => {
  let t: TestApp;
  let dist: string;
  let poster: string;
  let soapId: string;
  let shopId: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'souq-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    await writeFile(join(dist, '.vite/page-modules.json'), JSON.stringify(pageModules));
    t = await testApp({ env: { WEB_DIST: dist } });
    const f = fixtures(t.database.db);
    const shop = await f.vendor({ vendorName: 'صابون حلب' });
    const soap = await f.product(
      shop.id,
      { name: hostileName },
      { images: [{ imageUrl: '/media/products/soap/0.webp', sortOrder: 0 }] },
    );
    soapId = soap.id;
    shopId = shop.id;
    poster = `/media/videos/${soap.id}.webp`;
    await t.database.db.insert(productVideos).values({
      productId: soap.id,
      vendorId: shop.id,
      videoUrl: `/media/videos/${soap.id}.mp4`,
      posterUrl: poster,
      durationSeconds: 5,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: page });

  it.each(['/reels', '/mobile/reels'])(
    '%s carries the first reels page and its poster',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        `<link rel="preload" as="image" href="${poster}" fetchpriority="high">`,
      );
      const answers = embedded(res.body);
      const api = await t.app.inject({ method: 'GET', url: reelsListUrl() });
      expect(answers?.[reelsListUrl()]).toEqual(api.json());
      const list = productVideoList.parse(answers?.[reelsListUrl()]);
      expect(list.data[0]?.products.name).toBe(hostileName);
    },
  );

  it("names the mobile reels screen's chunks, not those index.html already loads", async () => {
    const res = await get('/mobile/reels');
    const named = /<meta name="souq-screen-modules" content="([^"]+)">/.exec(res.body)?.[1];
    expect(named?.split(' ').sort()).toEqual([
      '/assets/mobile-layout-1.js',
      '/assets/mobile-reels-screen-1.js',
      '/assets/reels-1.js',
      '/assets/shared-1.js',
    ]);
  });

  it('links the code of a screen that its code draws, for the browser to fetch with the HTML', async () => {
    const res = await get('/products');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/products-1.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-1.js">',
    );
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/framework-1.js"');
    expect(res.body).not.toContain('souq-screen-modules');
    expect((await get('/mobile/reels')).body).not.toContain('rel="modulepreload"');
  });

  it("names the seller console's code but embeds nothing of its per-user answers", async () => {
    const res = await get('/seller');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/seller-home-1.js">',
    );
    expect(embedded(res.body)).toBeNull();
    expect(res.body).not.toContain('rel="preload"');
  });

  it("brings a signed-in seller's session and store with the console's home, for them alone", async () => {
    const { client } = await applicant(t, 'preload-seller@souq.test');
    const res = await client.get('/seller', { headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = embedded(res.body);
    expect(answers?.[paths.api.me()]).toEqual((await client.me()).json());
    expect(answers?.[paths.api.sellerStore()]).toEqual(
      (await client.get(paths.api.sellerStore())).json(),
    );
    expect(JSON.stringify(answers)).toContain('preload-seller@souq.test');
  });

  it('sends on the renewed cookie of a session that its reads extended', async () => {
    const { client, userId } = await applicant(t, 'preload-extend@souq.test');
    // Last extended two days ago (sessions live 7 days and are extended after 1): due.
    const due = new Date(Date.now() + 5 * DAY_MS);
    await t.database.db.update(session).set({ expiresAt: due }).where(eq(session.userId, userId));
    const res = await client.get('/seller', { headers: page });
    const renewed = (res.cookies as { name: string; maxAge?: number }[]).filter((cookie) =>
      cookie.name.endsWith('session_token'),
    );
    expect(renewed.length).toBeGreaterThan(0);
    expect(renewed.every((cookie) => cookie.maxAge === (7 * DAY_MS) / 1000)).toBe(true);
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(due.getTime() + DAY_MS);
    expect(embedded(res.body)?.[paths.api.me()]).toMatchObject({
      user: { email: 'preload-extend@souq.test' },
    });
  });

  it('embeds nothing of a session a stale or forged cookie does not hold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/seller',
      headers: { ...page, cookie: 'souq.session_token=forged.value' },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = embedded(res.body);
    // The session check's own answer for that cookie: nobody; the store route refuses it.
    expect(answers?.[paths.api.me()]).toEqual(
      (
        await t.app.inject({
          method: 'GET',
          url: paths.api.me(),
          headers: { cookie: 'souq.session_token=forged.value' },
        })
      ).json(),
    );
    expect(answers?.[paths.api.me()]).toMatchObject({ user: null });
    expect(answers).not.toHaveProperty(paths.api.sellerStore());
  });

  it("keeps shared pages shared: a signed-in visitor's cookies add nothing to them", async () => {
    const { client } = await applicant(t, 'preload-shared@souq.test');
    const res = await client.get('/products', { headers: page });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(embedded(res.body) ?? {})).toEqual([
      paths.api.exportCategories(),
      productsFirstPageUrl(WEB_PRODUCTS_PAGE_SIZE),
    ]);
    expect(res.body).not.toContain('preload-shared@souq.test');
  });

  it('serves the landing page with its first answers, however it is asked for', async () => {
    for (const headers of [page, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const categories = await t.app.inject({
        method: 'GET',
        url: '/functions/v1/export-categories',
      });
      expect(embedded(res.body)?.['/functions/v1/export-categories']).toEqual(categories.json());
    }
    expect((await get('/?ref=mail')).body).toBe(indexHtml);
  });

  it('lets the poster in the HTML go before the app scripts, only where it is the first screen', async () => {
    const low =
      '<script type="module" crossorigin fetchpriority="low" src="/assets/framework-1.js">';
    expect((await get('/mobile/reels')).body).toContain(low);
    for (const url of ['/reels', '/products']) {
      const res = await get(url);
      expect(res.body, url).not.toContain(low);
      expect(res.body, url).toContain(
        '<script type="module" crossorigin src="/assets/framework-1.js">',
      );
    }
  });

  it("shows the first poster in the mobile feed's place before any script, not on the web grid", async () => {
    const screen = `<img class="boot-first-screen" src="${poster}" alt="" fetchpriority="high" decoding="sync"><div id="root">`;
    expect((await get('/mobile/reels')).body).toContain(screen);
    expect((await get('/reels')).body).toContain('<div id="root"></div>');
  });

  it('never lets a product name end the data block or start markup', async () => {
    const res = await get('/mobile/reels');
    const block = res.body.slice(res.body.indexOf(`id="${PRELOADED_DATA_ELEMENT_ID}"`));
    expect(block.indexOf('</script>')).toBe(block.lastIndexOf('</script>'));
    expect(res.body).not.toContain('<script>alert(1)');
    expect(jsonForHtml('"</script>&\u2028"')).toBe('"\\u003c/script\\u003e\\u0026\\u2028"');
  });

  it.each([
    ['/products', 24],
    ['/mobile/products', 10],
  ])('%s carries the categories, the first page and its first picture', async (url, limit) => {
    const res = await get(url);
    const answers = embedded(res.body);
    for (const api of ['/functions/v1/export-categories', productsFirstPageUrl(limit)]) {
      expect(answers?.[api], api).toEqual((await t.app.inject({ method: 'GET', url: api })).json());
    }
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/media/products/soap/0.webp?preset=thumbnail" fetchpriority="high">',
    );
  });

  it('a product page carries its product and main picture, on both trees', async () => {
    for (const url of [`/product/${soapId}`, `/mobile/product/${soapId}`]) {
      const answers = embedded((await get(url)).body);
      const api = await t.app.inject({ method: 'GET', url: productPageUrl(soapId) });
      expect(answers?.[productPageUrl(soapId)], url).toEqual(api.json());
      expect((await get(url)).body).toContain('href="/media/products/soap/0.webp?preset=medium"');
    }
  });

  it('a store page carries the store with its products, on both trees', async () => {
    const api = await t.app.inject({ method: 'GET', url: vendorPageUrl(shopId) });
    expect(api.json().data[0].vendor_name).toBe('صابون حلب');
    for (const url of [`/vendor/${shopId}`, `/mobile/vendor/${shopId}`]) {
      expect(embedded((await get(url)).body)?.[vendorPageUrl(shopId)], url).toEqual(api.json());
    }
  });

  it('serves a filtered list and other pages untouched', async () => {
    for (const url of ['/products?category=food', '/mobile/cart', '/reels/extra', '/vendor/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
    }
  });
});
