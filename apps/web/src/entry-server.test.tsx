import {
  featuredProductsUrl,
  productPageUrl,
  productsFirstPageUrl,
} from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { WEB_PRODUCTS_PAGE_SIZE } from '@souq/domain/product-pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAITING_RENDERS, renderFirstScreen } from './entry-server';
import { sellerStoreFixture } from './features/seller-shell/seller-store.fixture';
import { meBody, shopper } from './test/accounts';
import { categoryFixture, listBody, productFixture } from './test/products';

const soap = productFixture({ id: 'p-soap', name: 'صابون غار حلبي' });
const oil = productFixture({ id: 'p-oil', name: 'زيت زيتون بكر' });
const categories = { data: [categoryFixture('food', 'أغذية')] };

/** As on the server: no window, no document, no storage. */
function withoutBrowser() {
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']) {
    vi.stubGlobal(name, undefined);
  }
}

describe('the first screen drawn on the server (decision 038)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the products page from the answers it is given, without a browser', async () => {
    withoutBrowser();
    const html = await renderFirstScreen('/products', {
      [paths.api.exportCategories()]: categories,
      [productsFirstPageUrl(WEB_PRODUCTS_PAGE_SIZE)]: listBody([soap, oil]),
    });
    expect(html).toContain('صابون غار حلبي');
    expect(html).toContain('زيت زيتون بكر');
    expect(html).toContain('أغذية');
  });

  it('draws the landing and a product page, web and mobile', async () => {
    withoutBrowser();
    const landing = {
      [paths.api.exportCategories()]: categories,
      [featuredProductsUrl()]: listBody([soap]),
    };
    for (const url of ['/', '/mobile']) {
      expect(await renderFirstScreen(url, landing), url).toContain('صابون غار حلبي');
    }
    const product = { [productPageUrl(soap.id)]: listBody([soap]) };
    for (const url of [`/product/${soap.id}`, `/mobile/product/${soap.id}`]) {
      expect(await renderFirstScreen(url, product), url).toContain('صابون غار حلبي');
    }
  });

  it('draws a hostile product name as text, never as markup', async () => {
    withoutBrowser();
    const hostile = productFixture({
      id: 'p-hostile',
      name: '</script><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    const html = await renderFirstScreen(`/product/${hostile.id}`, {
      [productPageUrl(hostile.id)]: listBody([hostile]),
    });
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it("draws a seller's console home signed in, from their own session's answers", async () => {
    withoutBrowser();
    const owner = shopper({ email: 'owner@souq.test', type: 'vendor' });
    const store = sellerStoreFixture({ vendor_name: 'مزة موبايل', status: 'active' });
    const html = await renderFirstScreen('/seller', {
      [paths.api.me()]: meBody(owner),
      [paths.api.sellerStore()]: { store },
    });
    expect(html).toContain('مزة موبايل');
    expect(html).not.toContain('جارٍ التحقق من تسجيل الدخول');
  });

  it('draws nothing for a screen that would send the visitor elsewhere', async () => {
    withoutBrowser();
    // Signed in without a store: the console sends them to the application form.
    const html = await renderFirstScreen('/seller', {
      [paths.api.me()]: meBody(shopper()),
      [paths.api.sellerStore()]: { store: null },
    });
    expect(html).toBeNull();
  });

  it('serves pages undrawn rather than queue renders without bound', async () => {
    const answers = { [productPageUrl(soap.id)]: listBody([soap]) };
    const pages = Array.from({ length: MAX_WAITING_RENDERS + 3 }, () =>
      renderFirstScreen(`/product/${soap.id}`, answers),
    );
    const drawn = await Promise.all(pages);
    expect(drawn.filter((html) => html === null)).toHaveLength(3);
    expect(await renderFirstScreen(`/product/${soap.id}`, answers)).toContain('صابون غار حلبي');
  });

  it('keeps no answer from one page for the next', async () => {
    await renderFirstScreen('/products', {
      [paths.api.exportCategories()]: categories,
      [productsFirstPageUrl(WEB_PRODUCTS_PAGE_SIZE)]: listBody([soap]),
    });
    const next = await renderFirstScreen('/products', {});
    expect(next).not.toContain('صابون غار حلبي');
  });

  it('draws pages one at a time, each with its own answers', async () => {
    const pages = [soap, oil].map((product) =>
      renderFirstScreen(`/product/${product.id}`, {
        [productPageUrl(product.id)]: listBody([product]),
      }),
    );
    const [soapPage, oilPage] = await Promise.all(pages);
    expect(soapPage).toContain('صابون غار حلبي');
    expect(soapPage).not.toContain('زيت زيتون بكر');
    expect(oilPage).toContain('زيت زيتون بكر');
  });
});
