import { expect, type Page, test } from '@playwright/test';
import { adminCategoriesText, adminStoresText } from '../../packages/domain/src/locales/ar/admin';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { vendorsText } from '../../packages/domain/src/locales/ar/vendors';
import { orderNumber } from '../../packages/domain/src/orders';
import { paths } from '../../packages/domain/src/paths';
import { signInNewShopper } from '../support/accounts';
import { expectNoHorizontalOverflow } from '../support/page-checks';
import { baseURL } from '../support/run';
import { toast } from '../support/toasts';

const sameOrigin = { origin: new URL(baseURL).origin };

/** A page signed in as the seeded administrator (README), in its own browser context. */
async function adminPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL });
  const signedIn = await context.request.post(paths.api.auth.signIn(), {
    data: { email: 'admin@souq.test', password: 'souq-demo-1234' },
  });
  expect(signedIn.ok()).toBe(true);
  return context.newPage();
}

test('the operator suspends a store: shoppers lose it and cannot order, its owner still completes the open order', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}${Date.now().toString(36)}`;
  const storeName = `متجر الموقوف ${stamp}`;
  const productName = `صابون غار موقوف ${stamp}`;

  // A new store, approved, with one product (the seller journey covers doing this on screen).
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signInNewShopper(owner, 'suspended-owner');
  const applied = await owner.request.post(paths.api.sellerStore(), {
    headers: sameOrigin,
    data: {
      vendor_name: storeName,
      description: 'صابون غار من حلب',
      phone_number: '0944333444',
      city: 'دمشق',
      formatted_address: 'دمشق، المزة',
      latitude: 33.5,
      longitude: 36.27,
      delivery_radius_km: 10,
      offers_pickup: true,
      offers_delivery: false,
      shamcash_account: 'SC-7788',
      goldmasters_account: null,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const storeId = ((await applied.json()) as { id: string }).id;
  const admin = await adminPage(page);
  const approved = await admin.request.post(paths.api.adminStoreDecision(storeId, 'approve'), {
    headers: sameOrigin,
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const created = await owner.request.post(paths.api.seller.products(), {
    headers: sameOrigin,
    data: {
      name: productName,
      description: 'قطعة واحدة',
      category_id: null,
      sku: null,
      base_price: 12000,
      currency: 'SYP',
      stock_count: 5,
      availability_mode: 'for_sale',
      pickup_available: true,
      delivery_available: false,
      delivery_price: 0,
      payment_cash_on_delivery: false,
      payment_shamcash: true,
      payment_goldmasters: false,
      variants: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const productId = ((await created.json()) as { id: string }).id;

  // A shopper places a pickup order paid by wallet.
  await signInNewShopper(page, 'suspended-buyer');
  const orderBody = {
    vendor_id: storeId,
    items: [{ product_id: productId, quantity: 1, unit_price: 12000 }],
    payment_method: 'shamcash',
    payment_receipt: `SC-${stamp}`,
    customer_contact_info: { name: 'ليلى', phone: '+963 944 555 666', email: null },
    delivery_requested: false,
    currency: 'SYP',
    notes: null,
  };
  const place = () =>
    page.request.post(paths.api.createOrder(), {
      headers: { ...sameOrigin, 'Idempotency-Key': crypto.randomUUID() },
      data: orderBody,
    });
  const placed = await place();
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: number };

  // The operator suspends it on screen, with the reason the owner reads.
  await admin.goto(`${paths.admin.stores()}?status=active&q=${encodeURIComponent(stamp)}`);
  const card = admin.getByRole('listitem').filter({
    has: admin.getByRole('heading', { level: 2, name: storeName }),
  });
  await card.getByRole('button', { name: adminStoresText.verbs.suspend }).click();
  const dialog = admin.getByRole('dialog', {
    name: adminStoresText.dialog.title.suspend(storeName),
  });
  await dialog.getByLabel(adminStoresText.dialog.reason).fill('شكاوى متكررة من المتسوقين');
  await dialog.getByRole('button', { name: adminStoresText.verbs.suspend }).click();
  await expect(toast(admin, adminStoresText.done.suspend(storeName))).toBeVisible();
  await expectNoHorizontalOverflow(admin);

  // Shoppers: the storefront explains, its products are gone, ordering is refused.
  await page.goto(paths.web.vendor(storeId));
  await expect(page.getByRole('heading', { name: vendorsText.suspendedTitle })).toBeVisible();
  const listed = await page.request.get(`${paths.api.exportProducts()}?vendor_id=${storeId}`);
  expect(((await listed.json()) as { count: number }).count).toBe(0);
  const refused = await place();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'STORE_UNAVAILABLE',
  );

  // The owner still sees the open order and takes it to the end.
  await owner.goto(paths.seller.order(order.id));
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(orderNumber(order.number));
  const part = (name: 'payment/confirm' | 'status') => paths.api.seller.orderPart(order.id, name);
  const confirmed = await owner.request.post(part('payment/confirm'), {
    headers: sameOrigin,
    data: {},
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  for (const status of ['preparing', 'ready_for_pickup', 'delivered']) {
    const moved = await owner.request.post(part('status'), {
      headers: sameOrigin,
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await page.goto(paths.web.order(order.id));
  await expect(page.getByText(ordersText.status.delivered).first()).toBeVisible();
  await ownerContext.close();
  await admin.context().close();
});

test('the operator adds a category and shoppers find it on the landing at once', async ({
  page,
}, info) => {
  const stamp = `${info.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`.toLowerCase();
  const name = `تحف ${stamp}`;
  const admin = await adminPage(page);
  await admin.goto(paths.admin.categories());
  await admin.getByRole('button', { name: adminCategoriesText.add }).click();
  const dialog = admin.getByRole('dialog', { name: adminCategoriesText.dialog.createTitle });
  await dialog.getByLabel(adminCategoriesText.dialog.name).fill(name);
  await dialog.getByLabel(adminCategoriesText.dialog.slug).fill(`antiques-${stamp}`);
  await dialog.getByRole('button', { name: adminCategoriesText.dialog.save }).click();
  await expect(toast(admin, adminCategoriesText.created(name))).toBeVisible();

  await page.goto('/');
  const section = page.locator('section[aria-labelledby="categories-title"]');
  await expect(section.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    `/products?category=antiques-${stamp}`,
  );
  await admin.context().close();
});
