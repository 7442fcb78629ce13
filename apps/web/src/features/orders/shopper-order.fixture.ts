import type { ShopperOrder } from './api';
import { orderFixture } from './order.fixture';

/** An order as GET /api/orders/{id} returns it: placed, then accepted by the store. */
export function shopperOrderFixture(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  return {
    ...orderFixture({
      status: 'confirmed',
      payment_status: 'confirmed',
      subtotal_amount: 210000,
      delivery_fee: 15000,
      total_amount: 225000,
      order_items: [
        {
          id: '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
          product_id: null,
          variant_id: '6b7c8d9e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
          variant_name: 'عبوة 2 لتر',
          product_snapshot: { name: 'زيت زيتون بكر', image_url: null },
          quantity: 2,
          unit_price: 105000,
          total_price: 210000,
        },
      ],
    }),
    payment_note: null,
    timeline: [
      { status: 'pending', actor: 'customer', note: null, at: '2026-11-20T14:30:00.000Z' },
      {
        status: 'confirmed',
        actor: 'vendor',
        note: 'وصل التحويل، سنجهز الطلب غداً',
        at: '2026-11-20T16:05:00.000Z',
      },
    ],
    ...overrides,
  };
}
