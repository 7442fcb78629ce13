import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, confirmedShopper } from './helpers/auth';
import { fixtures } from './helpers/fixtures';
import { delivery, orderBody, placeOrder } from './helpers/orders';
import { applicant, decide } from './helpers/stores';

const ADMIN = 'admin@fulfilment.test';

/**
 * A store's own pickup and delivery switches (seller settings, docs/decisions/016-seller-console.md)
 * bound what its products offer: shoppers see a product as deliverable only when the product and
 * its store both deliver, and placement refuses what the store does not offer.
 */
describe("a store's pickup and delivery switches", () => {
  let t: TestApp;
  let buyer: Browser;
  let owner: Awaited<ReturnType<typeof applicant>>;
  let productId: string;

  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN } });
    const admin = await confirmedShopper(t.app, ADMIN);
    buyer = await confirmedShopper(t.app, 'buyer@fulfilment.test');
    const profile = await buyer.post(paths.api.completeProfile(), {
      name: 'سارة الشامي',
      phone: '+963 944 000 111',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // The helper's application offers pickup only.
    owner = await applicant(t, 'owner@fulfilment.test', { offers_delivery: false });
    const product = await fixtures(t.database.db).product(owner.storeId, {
      name: 'صابون غار',
      paymentCashOnDelivery: true,
      deliveryAvailable: true,
      pickupAvailable: true,
      stockCount: 20,
    });
    productId = product.id;
    expect((await decide(admin, owner.storeId, 'approve')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const publicProduct = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${paths.api.exportProducts()}?vendor_id=${owner.storeId}`,
      })
    ).json().data[0] as { pickup_available: boolean; delivery_available: boolean };
  const publicStore = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${paths.api.exportVendors()}?vendor_id=${owner.storeId}`,
      })
    ).json().data[0] as Record<string, unknown>;
  const deliveryOrder = () =>
    placeOrder(
      buyer,
      orderBody(owner.storeId, [{ product_id: productId, quantity: 1, unit_price: 1000 }], {
        payment_method: 'cod',
        payment_receipt: null,
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );

  it('a store that only hands over at its address sells no delivery', async () => {
    expect(await publicStore()).toMatchObject({ offers_pickup: true, offers_delivery: false });
    expect(await publicProduct()).toMatchObject({
      pickup_available: true,
      delivery_available: false,
    });
    const refused = await deliveryOrder();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('FULFILMENT_NOT_AVAILABLE');
  });

  it('switching delivery on shows and sells it at once', async () => {
    const res = await owner.client.request({
      method: 'PUT',
      url: paths.api.sellerStoreSection('location'),
      payload: {
        formatted_address: 'دمشق، المزة',
        latitude: 33.5,
        longitude: 36.27,
        delivery_radius_km: 8,
        offers_pickup: true,
        offers_delivery: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicStore()).toMatchObject({ offers_delivery: true });
    expect(await publicProduct()).toMatchObject({ delivery_available: true });
    const placed = await deliveryOrder();
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
