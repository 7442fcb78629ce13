import type { SellerOrderDetail } from './api';

/**
 * A wallet delivery order of the demo store as GET /api/seller/orders/{id} returns it, waiting
 * for its receipt check, for component and route tests.
 */
export function sellerOrderFixture(overrides: Partial<SellerOrderDetail> = {}): SellerOrderDetail {
  return {
    id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
    number: 1057,
    status: 'pending',
    created_at: '2026-11-20T14:30:00.000Z',
    updated_at: '2026-11-20T14:30:00.000Z',
    customer_id: 'u1',
    vendor_id: '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f',
    vendor_name: 'معصرة إدلب',
    currency: 'SYP',
    subtotal_amount: 210000,
    delivery_fee: 5000,
    total_amount: 215000,
    payment_method: 'shamcash',
    payment_status: 'awaiting_check',
    payment_note: null,
    payment_receipt: 'TX-778899',
    duplicate_receipt: false,
    delivery_requested: true,
    delivery_address: {
      street: 'شارع بغداد',
      building: null,
      floor: null,
      city: 'دمشق',
      country: 'Syria',
      latitude: 33.52,
      longitude: 36.29,
      formatted_address: 'شارع بغداد، دمشق',
      delivery_notes: 'الطابق الثالث',
    },
    customer_contact_info: { name: 'سارة الشامي', phone: '0944 210 587', email: null },
    notes: 'اتصل قبل الوصول',
    delivery_proof_url: null,
    payment_due_at: '2026-11-21T14:30:00.000Z',
    order_items: [
      {
        id: '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
        product_id: null,
        variant_id: null,
        variant_name: 'عبوة 2 لتر',
        product_snapshot: { name: 'زيت زيتون بكر', image_url: null },
        quantity: 2,
        unit_price: 105000,
        total_price: 210000,
      },
    ],
    history: [
      {
        from_status: null,
        to_status: 'pending',
        actor: 'customer',
        note: null,
        at: '2026-11-20T14:30:00.000Z',
      },
    ],
    next_statuses: ['confirmed', 'cancelled'],
    ...overrides,
  };
}
