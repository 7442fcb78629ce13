import type { Order } from '@souq/domain/schemas/orders';

/** An order as get-customer-orders returns it, for component tests. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: '3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f',
    number: 1042,
    status: 'pending',
    created_at: '2026-11-20T14:30:00.000Z',
    updated_at: '2026-11-20T14:30:00.000Z',
    customer_id: 'u1',
    vendor_id: '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f',
    vendor_name: 'معصرة إدلب',
    currency: 'SYP',
    subtotal_amount: 210000,
    delivery_fee: null,
    total_amount: 210000,
    payment_method: 'shamcash',
    payment_status: 'awaiting_check',
    payment_receipt: 'TX-778899',
    delivery_requested: true,
    delivery_address: {
      street: 'شارع بغداد',
      building: null,
      floor: null,
      city: 'دمشق',
      country: 'سوريا',
      latitude: 33.52,
      longitude: 36.29,
      formatted_address: 'شارع بغداد، دمشق، سوريا',
      delivery_notes: 'الطابق الثالث',
    },
    customer_contact_info: { name: 'سارة الشامي', phone: null, email: null },
    notes: 'اتصل قبل الوصول',
    delivery_proof_url: null,
    payment_due_at: '2026-11-21T14:30:00.000Z',
    order_items: [
      {
        id: '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
        product_id: null,
        variant_id: null,
        variant_name: null,
        product_snapshot: { name: 'زيت زيتون بكر', image_url: null },
        quantity: 2,
        unit_price: 105000,
        total_price: 210000,
      },
    ],
    ...overrides,
  };
}
