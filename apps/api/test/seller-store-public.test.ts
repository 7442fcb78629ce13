import { apiErrors } from '@souq/domain/locales/ar/errors';
import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVideos } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper, PASSWORD } from './helpers/auth';
import { fixtures } from './helpers/fixtures';
import { orderBody, placeOrder } from './helpers/orders';
import { applicant, decide } from './helpers/stores';

const ADMIN = 'admin@stores.test';

/**
 * What a store owner or an administrator changes, shoppers see at once, although public lists
 * are cached (http/public-list.ts; docs/decisions/016-seller-console.md). Each check reads the public answer
 * first (so it is cached), writes, and reads again. And a store that is not active cannot sell.
 */
describe('seller store writes reach shoppers at once', () => {
  let t: TestApp;
  let admin: Browser;
  let buyer: Browser;
  let owner: Awaited<ReturnType<typeof applicant>>;
  let productId: string;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    [admin, buyer] = await Promise.all([
      confirmedShopper(t.app, ADMIN),
      confirmedShopper(t.app, 'buyer@stores.test'),
    ]);
    const profile = await buyer.post(paths.api.completeProfile(), {
      name: 'سارة الشامي',
      phone: '+963 944 000 111',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    owner = await applicant(t, 'owner@stores.test', { vendor_name: 'متجر الورد' });
    const f = fixtures(t.database.db);
    const product = await f.product(owner.storeId, {
      name: 'ماء ورد',
      paymentShamcash: true,
      stockCount: 50,
    });
    productId = product.id;
    await t.database.db.insert(productVideos).values({
      productId,
      vendorId: owner.storeId,
      videoUrl: '/media/v.mp4',
    });
  });
  afterAll(() => t.close());

  const storefront = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${paths.api.exportVendors()}?vendor_id=${owner.storeId}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data[0] as Record<string, unknown> | undefined;
  };
  const vendorIds = async () =>
    (await t.app.inject({ method: 'GET', url: paths.api.exportVendors() }))
      .json()
      .data.map((v: { id: string }) => v.id);
  const productIds = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${paths.api.exportProducts()}?vendor_id=${owner.storeId}`,
      })
    )
      .json()
      .data.map((p: { id: string }) => p.id);
  const reelCount = async () =>
    (await t.app.inject({ method: 'GET', url: paths.api.exportProductVideos() })).json().count;
  const order = () =>
    placeOrder(
      buyer,
      orderBody(owner.storeId, [{ product_id: productId, quantity: 1, unit_price: 1000 }], {
        payment_receipt: 'SC-1',
      }),
    );
  const availability = () =>
    t.app.inject({ method: 'GET', url: paths.api.storeAvailability(owner.storeId) });
  const put = (name: Parameters<typeof paths.api.sellerStoreSection>[0], payload: object) =>
    owner.client.request({ method: 'PUT', url: paths.api.sellerStoreSection(name), payload });

  it('a pending store cannot be ordered from, and is in no public list', async () => {
    const res = await order();
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('STORE_UNAVAILABLE');
    expect(await storefront()).toBeUndefined();
    // An application nobody approved is not revealed: the same 404 as an unknown id.
    expect((await availability()).statusCode).toBe(404);
    expect(await productIds()).toEqual([]);
    expect(await reelCount()).toBe(0);
  });

  it('an approved store appears at once in the vendors list, its products and the reels', async () => {
    expect(await vendorIds()).not.toContain(owner.storeId); // cached now
    expect((await decide(admin, owner.storeId, 'approve')).statusCode).toBe(200);
    expect(await vendorIds()).toContain(owner.storeId);
    expect(await productIds()).toEqual([productId]);
    expect(await reelCount()).toBe(1);
  });

  it('shows each settings change on the storefront at once', async () => {
    expect(await storefront()).toMatchObject({ vendor_name: 'متجر الورد' });
    await put('profile', {
      vendor_name: 'متجر الورد الشامي',
      description: 'ماء ورد ومربى',
      phone_number: '+963 944 123 999',
      city: 'دمشق',
    });
    expect(await storefront()).toMatchObject({
      vendor_name: 'متجر الورد الشامي',
      description: 'ماء ورد ومربى',
      phone_number: '+963 944 123 999',
    });
    await put('theme', { layout_template: 'visual_wall', color_pattern: 'purple_royal' });
    expect(await storefront()).toMatchObject({
      layout_template: 'visual_wall',
      color_pattern: 'purple_royal',
    });
    await put('css', { custom_css: 'h2 { color: red }\nbody { position: fixed }' });
    expect((await storefront())!.custom_css).toBe('.vendor-storefront h2{color:red}');
    await put('hours', { opens_at: '10:00', closes_at: '22:00', closed_days: [5] });
    expect(await storefront()).toMatchObject({ opens_at: '10:00', closes_at: '22:00' });
    await put('location', {
      formatted_address: 'دمشق، القصاع',
      latitude: 33.52,
      longitude: 36.32,
      delivery_radius_km: 15,
      offers_pickup: true,
      offers_delivery: true,
    });
    expect(await storefront()).toMatchObject({
      formatted_address: 'دمشق، القصاع',
      latitude: 33.52,
      delivery_radius_km: 15,
    });
    await put('wallets', {
      shamcash_account: '0944 555 666',
      goldmasters_account: null,
      password: PASSWORD,
    });
    expect(await storefront()).toMatchObject({ shamcash_account: '0944 555 666' });
  });

  it('an active store sells; a suspended one leaves every list at once and cannot sell', async () => {
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);

    expect(await vendorIds()).toContain(owner.storeId); // cached
    expect((await decide(admin, owner.storeId, 'suspend', 'مراجعة')).statusCode).toBe(200);
    expect(await vendorIds()).not.toContain(owner.storeId);
    expect(await storefront()).toBeUndefined();
    expect(await productIds()).toEqual([]);
    expect(await reelCount()).toBe(0);
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('STORE_UNAVAILABLE');
    expect(refused.json().error.message).toBe(apiErrors.STORE_UNAVAILABLE);
    // The storefront can tell its shoppers why it is gone; an unknown id stays 'not found'.
    expect((await availability()).json()).toEqual({ status: 'suspended' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: paths.api.storeAvailability('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
