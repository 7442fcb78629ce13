/**
 * Decision 038: the public pages come with their first screen drawn by the server, and the
 * app hydrates that markup in place (no second drawing, no hydration error). A tap that comes
 * before the app is there is not lost.
 */
import { expect, type Page, test } from '@playwright/test';
import { catalogueText } from '../../packages/domain/src/locales/ar/catalogue';
import { landing } from '../../packages/domain/src/locales/ar/landing';
import { loadErrorsText } from '../../packages/domain/src/locales/ar/load-errors';
import { productsText } from '../../packages/domain/src/locales/ar/products';
import { HYDRATED_EVENT } from '../../packages/domain/src/page-preload';
import { paths } from '../../packages/domain/src/paths';
import { appReady, expectNoHorizontalOverflow } from '../support/page-checks';

interface ListedProduct {
  id: string;
  name: string;
  vendor_id: string;
}

async function firstProduct(page: Page): Promise<ListedProduct> {
  const response = await page.request.get(`${paths.api.exportProducts()}?limit=1&offset=0`);
  const { data } = (await response.json()) as { data: ListedProduct[] };
  const product = data[0];
  if (!product) throw new Error('the demo catalogue has no product');
  return product;
}

/** Marks every element of the drawn screen before any script runs, to find them afterwards. */
async function markDrawnElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) {
        element.setAttribute('data-drawn-by-server', '');
      }
    });
  });
}

const drawnPaths = async (page: Page) => {
  const product = await firstProduct(page);
  return {
    product,
    paths: [
      '/',
      '/products',
      `/product/${product.id}`,
      `/vendor/${product.vendor_id}`,
      '/mobile',
      '/mobile/products',
      `/mobile/product/${product.id}`,
      `/mobile/vendor/${product.vendor_id}`,
    ],
  };
};

test('public pages arrive drawn, and the app takes that markup over without redrawing it', async ({
  page,
}) => {
  const { product, paths: pages } = await drawnPaths(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await markDrawnElements(page);
  for (const path of pages) {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain('<div id="root" data-server-drawn>');
    expect(html, path).not.toContain('<script type="module"');
    if (path.includes('/product/')) expect(html, path).toContain(product.name);

    await page.goto(path);
    await appReady(page);
    // Whatever the app draws after hydration (the signed-in menu, later answers) is new; what
    // the server drew is still the same elements, the boot splash never came back.
    await expect(page.locator('main [data-drawn-by-server]').first(), path).toBeAttached();
    await expect(page.locator('#root > .boot'), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

/**
 * The app's code arrives late, as on a slow line: what the shopper does comes first. (The
 * page's load event waits for that code too, so these pages are opened to domcontentloaded.)
 */
async function holdAppCode(page: Page) {
  let release: () => void = () => {};
  const mayGo = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/assets/framework-*.js', async (route) => {
    asked();
    await mayGo;
    await route.continue();
  });
  return { release, requested };
}

test('a tap on a drawn button before the app has arrived is not lost', async ({ browser }) => {
  // A guest: adding to the cart asks them to sign in, a visible effect of the tap.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const appCode = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await appCode.requested;
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: catalogueText.addToCartLabel(name) }).click();
  await expect(page).toHaveURL(/\/products$/);
  appCode.release();
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
});

test('an email typed and sent before the app has arrived is subscribed', async ({ page }) => {
  const appCode = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel(landing.newsletter.emailLabel);
  await email.fill(`early-${Date.now()}@example.com`);
  const subscribed = page.waitForResponse('**/api/newsletter');
  await email.press('Enter');
  appCode.release();
  expect((await subscribed).status()).toBe(201);
  await expect(page.getByText(landing.newsletter.thanks)).toBeVisible();
});

test('a shopper who scrolls before the app has arrived stays where they scrolled', async ({
  page,
}) => {
  await page.addInitScript((event) => {
    document.addEventListener(event, () => {
      (window as { souqHydrated?: boolean }).souqHydrated = true;
    });
  }, HYDRATED_EVENT);
  const appCode = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  appCode.release();
  await page.waitForFunction(() => (window as { souqHydrated?: boolean }).souqHydrated === true);
  await page.waitForTimeout(300); // the router's layout effects and anything after them
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Scroll restoration still does its work once the app is there: a new page starts at the
  // top, and going back returns to where the shopper was on the list.
  const card = page.locator('main article a[href^="/product/"]').nth(4);
  await card.scrollIntoViewIfNeeded();
  const onTheList = await page.evaluate(() => window.scrollY);
  expect(onTheList).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(onTheList);
});

test('a choice made while the app is taking the page over is not lost', async ({ page }) => {
  // The moment React puts its listeners on #root, before it has hydrated anything, the shopper
  // picks a category: a browser fires that choice's input and change events in one task, as
  // here. React would hydrate at once inside the input event, and the change that follows
  // must not carry the server-drawn "all categories" back over the choice.
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener;
    let chosen = false;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      listen.apply(this, args);
      const root = this instanceof HTMLElement && this.id === 'root';
      if (chosen || !root || args[0] !== 'change') return;
      chosen = true;
      queueMicrotask(() => {
        const select = document.querySelector<HTMLSelectElement>('main select');
        if (!select) return;
        select.value = 'food';
        select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
  });
  await page.goto('/products');
  await appReady(page);
  await expect(page).toHaveURL(/category=food/);
  await expect(page.getByRole('combobox', { name: productsText.categoryLabel })).toHaveValue(
    'food',
  );
});

/**
 * The app's code for the page does not download: the drawn page stays (its links work), the
 * shopper is told so in Arabic, and the notice's button loads the page again, whole.
 */
async function expectToldToReload(page: Page, failing: (url: string) => boolean) {
  let reloaded = false;
  let failures = 0;
  await page.route('**/assets/*.js', (route) => {
    if (reloaded || !failing(route.request().url())) return route.continue();
    failures += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('alert').filter({ hasText: loadErrorsText.appCode.text });
  await expect(notice).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(failures).toBeGreaterThan(0);
  reloaded = true;
  await notice.getByRole('button', { name: loadErrorsText.appCode.reload }).click();
  await expect(notice).toBeHidden();
  await appReady(page);
  await page.getByRole('combobox', { name: productsText.categoryLabel }).selectOption('food');
  await expect(page).toHaveURL(/category=food/);
  await expect(page.locator('[data-app-failed]')).toHaveCount(0);
}

test('when the app itself does not download, the shopper is told to load the page again', async ({
  page,
}) => {
  await expectToldToReload(page, (url) => /\/framework-[^/]+\.js$/.test(url));
});

test("when the screen's own code does not download, the shopper is told to load the page again", async ({
  page,
}) => {
  // The screen's files are the ones the page names for the loader to fetch after first paint.
  const screenFiles = new Set<string>();
  await page.route('**/products', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    for (const file of /data-screen="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []) {
      screenFiles.add(new URL(file, route.request().url()).href);
    }
    await route.fulfill({ response, body: html });
  });
  await expectToldToReload(page, (url) => screenFiles.has(url));
  expect(screenFiles.size).toBeGreaterThan(0);
});
