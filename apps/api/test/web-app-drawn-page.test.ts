import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { PRELOADED_DATA_ELEMENT_ID, productsFirstPageUrl } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';
import { applicant } from './helpers/stores';

/** As the web build writes it: the boot splash between markers, the app's scripts in <head>. */
const boot = '<!--boot--><div class="boot" role="status">سوق</div><!--/boot-->';
const scripts =
  '<script type="module" crossorigin src="/assets/framework-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>';
const indexHtml = `<!doctype html><html lang="ar" dir="rtl"><head><title>سوق</title>${scripts}</head><body><div id="root">${boot}</div></body></html>`;
const manifest = {
  _shared: { file: 'assets/shared-1.js' },
  'src/routes/web/products.tsx': { file: 'assets/products-1.js', imports: ['_shared'] },
  'src/routes/seller/home.tsx': { file: 'assets/seller-home-1.js' },
};
const pageModules = {
  '/products': ['src/routes/web/products.tsx'],
  '/seller': ['src/routes/seller/home.tsx'],
};

/**
 * Stands in for the web build's server copy of the screens: it shows what it was given, and
 * fails when the test says so.
 */
const drawer = `
export async function renderFirstScreen(url, answers) {
  if (globalThis.souqDrawingFails) throw new Error('the screen broke');
  return '<main data-url="' + url + '">' + Object.keys(answers).sort().join(' ') + '</main>';
}
`;

const page = { accept: 'text/html' };
const loader =
  '<script defer src="/after-first-paint.js" data-modules="/assets/framework-1.js /assets/shell-1.js" data-screen="/assets/products-1.js /assets/shared-1.js"' +
  ` data-failed-text="${loadErrorsText.appCode.text}" data-failed-action="${loadErrorsText.appCode.reload}"></script>`;

describe('pages whose first screen the server draws (decision 038)', () => {
  let t: TestApp;
  let build: string;
  beforeAll(async () => {
    build = await mkdtemp(join(tmpdir(), 'souq-build-'));
    const dist = join(build, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    await writeFile(join(dist, '.vite/page-modules.json'), JSON.stringify(pageModules));
    await mkdir(join(build, 'dist-server'));
    await writeFile(join(build, 'dist-server/entry-server.js'), drawer);
    t = await testApp({ env: { WEB_DIST: dist } });
    const f = fixtures(t.database.db);
    const shop = await f.vendor({ vendorName: 'صابون حلب' });
    await f.product(
      shop.id,
      { name: 'صابون غار' },
      { images: [{ imageUrl: '/media/products/soap/0.webp', sortOrder: 0 }] },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(build, { recursive: true, force: true });
    Reflect.deleteProperty(globalThis, 'souqDrawingFails');
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: page });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('puts the drawn screen in place of the boot splash, drawn from the embedded answers', async () => {
    const body = await get('/products');
    expect(body).toContain(
      `<div id="root" data-server-drawn><main data-url="/products">/functions/v1/export-categories ${productsFirstPageUrl(24)}</main></div>`,
    );
    expect(body).not.toContain('class="boot"');
    expect(body).toContain(`id="${PRELOADED_DATA_ELEMENT_ID}"`);
    expect(body).toContain(
      'href="/media/products/soap/0.webp?preset=thumbnail" fetchpriority="high"',
    );
  });

  it('asks for the app and the screen code only after the drawn screen has painted', async () => {
    const body = await get('/products');
    expect(body).toContain(loader);
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
  });

  it("draws a signed-in seller's console from their own answers, for them alone", async () => {
    const { client } = await applicant(t, 'drawn-seller@souq.test');
    const res = await client.get('/seller', { headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div id="root" data-server-drawn><main data-url="/seller">${paths.api.me()} ${paths.api.sellerStore()}</main></div>`,
    );
    expect(res.body).toContain('drawn-seller@souq.test');
    // Its code waits for the drawn screen's paint, as a shared page's does.
    expect(res.body).toContain('data-screen="/assets/seller-home-1.js"');
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it('draws nothing where the first answers are per user and no session came, or the page has a query', async () => {
    for (const url of ['/seller', '/products?category=food', '/mobile/cart']) {
      const body = await get(url);
      expect(body, url).toContain(`<div id="root">${boot}</div>`);
      expect(body, url).toContain(scripts);
      expect(body, url).not.toContain('after-first-paint');
    }
  });

  it('serves the page as before when drawing fails', async () => {
    Reflect.set(globalThis, 'souqDrawingFails', true);
    try {
      const body = await get('/products');
      expect(body).toContain(`<div id="root">${boot}</div>`);
      expect(body).toContain(scripts);
      expect(body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low"');
      expect(body).toContain(`id="${PRELOADED_DATA_ELEMENT_ID}"`);
    } finally {
      Reflect.deleteProperty(globalThis, 'souqDrawingFails');
    }
    expect(await get('/products')).toContain('data-server-drawn');
  });
});
