import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { cartPageText } from '../../packages/domain/src/locales/ar/cart';
import { orderMailText } from '../../packages/domain/src/locales/ar/order-mail';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { sellerBoardText as board } from '../../packages/domain/src/locales/ar/seller-board';
import { sellerOrderDetailText as detail } from '../../packages/domain/src/locales/ar/seller-order-detail';
import { paymentStatusText } from '../../packages/domain/src/locales/ar/seller-orders';
import { formatMoney } from '../../packages/domain/src/money';
import { orderNumber } from '../../packages/domain/src/orders';
import { paths } from '../../packages/domain/src/paths';
import { quoteFee } from '../../packages/domain/src/schemas/seller-orders';
import { newShopper, signInThroughApi } from '../support/accounts';
import { addToCart, type CartProduct, sellable } from '../support/catalogue';
import { HOME, nextStep, signInShopperWithAddress, t } from '../support/checkout';
import { expectNoHorizontalOverflow } from '../support/page-checks';
import { baseURL, port } from '../support/run';

const sameOrigin = { origin: new URL(baseURL).origin };
/** The seed's product photos (the server's media folder): one serves as the delivery proof. */
const media = resolve(import.meta.dirname, `../../.data-e2e-${port}/media/products`);
const proofPhoto = () => {
  for (const folder of readdirSync(media)) {
    const photo = readdirSync(resolve(media, folder)).find(
      (file) => file.endsWith('.webp') && !file.startsWith('poster'),
    );
    if (photo) return resolve(media, folder, photo);
  }
  throw new Error('the seed has no product photo');
};
/** Base + per started km: the demo store (Mazzeh) is about 5 km from the shopper's HOME. */
const RULE = {
  kind: 'per_km',
  base: 2000,
  per_km: 500,
  free_above: null,
  currency: 'SYP',
} as const;

interface Outboxed {
  subject: string;
  text: string;
}
/** Every mail to `to` so far (the dev outbox, newest first). */
async function mailsTo(page: Page, to: string): Promise<Outboxed[]> {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=50`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test('a wallet delivery order: the open board shows it live, the store checks the payment and delivers with a photo, and the shopper sees every step', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name.startsWith('mobile');

  // The store owner's console, open on the board before the order exists.
  const storeContext = await browser.newContext({
    baseURL,
    locale: 'ar-SY',
    viewport: page.viewportSize(),
  });
  const store = await storeContext.newPage();
  await signInThroughApi(store, 'vendor@souq.test', 'souq-demo-1234');
  const ruleSaved = await store.request.put(paths.api.seller.deliveryFeeRule(), {
    headers: sameOrigin,
    data: RULE,
  });
  expect(ruleSaved.ok(), await ruleSaved.text()).toBe(true);
  const mine = (await (await store.request.get(paths.api.sellerStore())).json()) as {
    store: { id: string; latitude: number; longitude: number };
  };
  await store.goto(paths.seller.orders());
  await expect(store.getByText(board.live)).toBeVisible();

  // A new shopper buys one of the store's products, delivered home, paid by Sham Cash.
  const email = await signInShopperWithAddress(page, 'order-ops');
  const listed = await page.request.get(`${paths.api.exportProducts()}?limit=100`);
  const product = ((await listed.json()) as { data: CartProduct[] }).data.find(
    (p) =>
      p.vendor_id === mine.store.id &&
      sellable(p, 5) &&
      p.delivery_available &&
      p.payment_shamcash &&
      p.product_variants.length === 0,
  );
  if (!product) throw new Error('the demo store sells nothing deliverable by Sham Cash');
  await addToCart(page, paths.web.product(product.id));
  await page.goto(paths.web.cart());
  await page.getByRole('button', { name: cartPageText.continue }).click();
  await page.getByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) }).check();
  await nextStep(page);
  await expect(page.getByRole('radio', { name: /البيت/ })).toBeChecked();
  await nextStep(page);
  await page.getByRole('radio', { name: new RegExp(ordersText.paymentMethod.shamcash) }).check();
  const receipt = `SC-OPS-${Date.now().toString(36)}`;
  await page.getByLabel(t.receiptLabel).fill(receipt);
  await nextStep(page);

  // The review shows the fee the store's rule gives this address, in the total.
  const fee = quoteFee(RULE, 'SYP', {
    store: mine.store,
    address: HOME,
    subtotal: Math.round(product.base_price * 100),
  });
  expect(fee).toBeGreaterThan(RULE.base);
  await expect(page.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  await expect(page.getByText(formatMoney(fee ?? 0, 'SYP')).first()).toBeVisible();
  await expect(
    page.getByText(formatMoney(product.base_price + (fee ?? 0), 'SYP')).first(),
  ).toBeVisible();
  const placing = page.waitForResponse(
    (r) => r.url().endsWith(paths.api.createOrder()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t.confirm }).click();
  const placed = (await (await placing).json()) as { id: string; number: number };
  const number = orderNumber(placed.number);

  // The open board shows it within 2 s, without a reload.
  const card = store
    .getByRole('article')
    .filter({ has: store.getByRole('link', { name: `${board.card.number} ${number}` }) });
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card).toContainText(paymentStatusText.awaiting_check);
  await store.screenshot({ path: `reports/screenshots/seller-board-${info.project.name}.png` });
  await expectNoHorizontalOverflow(store);
  await card.click();
  await expect(store.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(store.getByText(receipt).first()).toBeVisible();
  await expect(store.getByRole('link', { name: detail.call(newShopper.name) })).toHaveAttribute(
    'href',
    /^tel:\+963944555666$/,
  );
  await expect(
    store.getByRole('link', { name: detail.whatsAppLabel(newShopper.name) }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/963944555666\?text=/);

  // The store checks the wallet and confirms, then moves the order along.
  await store.getByRole('button', { name: detail.confirmPayment }).click();
  await expect(store.getByText(paymentStatusText.confirmed).first()).toBeVisible();
  await store.getByRole('button', { name: detail.moves.preparing }).click();
  await expect(store.getByRole('button', { name: detail.moves.out_for_delivery })).toBeVisible();
  await store.getByRole('button', { name: detail.moves.out_for_delivery }).click();

  // The shopper's order page follows.
  const orderPage = phone ? paths.mobile.order(placed.id) : paths.web.order(placed.id);
  await page.goto(orderPage);
  const timeline = page.getByRole('list').filter({ hasText: ordersText.status.confirmed });
  await expect(timeline).toContainText(ordersText.status.out_for_delivery);
  await expect(timeline).toContainText(ordersText.status.preparing);
  await expect(page.getByText(paymentStatusText.confirmed).first()).toBeVisible();
  await expect(page.getByText(formatMoney(fee ?? 0, 'SYP')).first()).toBeVisible();

  // Delivered with a photo taken there and then.
  await store.getByRole('button', { name: detail.moves.delivered }).click();
  const dialog = store.getByRole('dialog', { name: detail.proof.title });
  const chooser = store.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: detail.proof.take }).click();
  await (await chooser).setFiles(proofPhoto());
  await expect(dialog.getByRole('img', { name: detail.proof.alt(number) })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: detail.moves.delivered }).click();
  await expect(dialog).toBeHidden();
  await expect(store.getByText(ordersText.status.delivered).first()).toBeVisible();
  await store.screenshot({ path: `reports/screenshots/seller-order-${info.project.name}.png` });
  await expectNoHorizontalOverflow(store);
  await storeContext.close();

  await page.reload();
  await expect(timeline).toContainText(ordersText.status.delivered);
  await page.getByRole('button', { name: ordersText.card.showProof }).click();
  await expect(page.getByRole('img', { name: ordersText.card.proofAlt(number) })).toBeVisible();
  await page.screenshot({ path: `reports/screenshots/order-page-${info.project.name}.png` });
  await expectNoHorizontalOverflow(page);

  // Every step reached the shopper's mailbox, in Arabic.
  const subjects = [
    orderMailText.confirmation.subject(number),
    ...(['confirmed', 'preparing', 'out_for_delivery', 'delivered'] as const).map((status) =>
      ordersText.statusMail.subject(number, ordersText.status[status]),
    ),
  ];
  await expect
    .poll(async () => (await mailsTo(page, email)).map((m) => m.subject).sort(), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(subjects));
  const confirmation = (await mailsTo(page, email)).find((m) => m.subject === subjects[0]);
  expect(confirmation?.text).toContain(orderMailText.confirmation.walletNext);
});
