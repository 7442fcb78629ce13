import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { sellerOrdersValidation } from '@souq/domain/locales/ar/seller-orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sellerOrderFixture } from '@/features/seller-order-detail/seller-order.fixture';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Order } from './order';

// jsdom draws no map: Leaflet stays out of these tests.
vi.mock('@/features/seller-order-detail/delivery-map', () => ({
  default: () => <div data-testid="delivery-map" />,
}));

const t = sellerOrderDetailText;
const order = sellerOrderFixture();
const api = paths.api.seller;
const base = {
  '/api/me': meAnswer(shopper({ type: 'vendor' })),
  '/api/seller/store': () => json({ store: sellerStoreFixture() }),
};
const posts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  callsTo(fetchMock, path).filter(([, init]) => init?.method === 'POST');

function renderOrder() {
  return renderRoutes(
    [
      { path: '/seller/orders/:id', Component: Order },
      { path: '*', element: <p>elsewhere</p> },
    ],
    paths.seller.order(order.id),
  );
}

describe('seller order detail', () => {
  it('shows the order, both statuses, the customer links and the history', async () => {
    stubFetch({ ...base, [api.order(order.id)]: () => json(order) });
    renderOrder();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${t.title} 1057`);
    expect(screen.getByText(ordersText.status.pending)).toBeTruthy();
    expect(screen.getByText('بانتظار التحقق من الدفع')).toBeTruthy();
    expect(screen.getByText('عبوة 2 لتر')).toBeTruthy();
    expect(screen.getByText('5,000.00 ل.س')).toBeTruthy();
    expect(screen.getByText('215,000.00 ل.س')).toBeTruthy();
    // In the payment facts, and above the payment check as the number to look for.
    const receipts = screen.getAllByText('TX-778899');
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) expect(receipt.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.queryByText(t.duplicateReceipt)).toBeNull();
    expect(screen.getByRole('link', { name: t.call('سارة الشامي') }).getAttribute('href')).toBe(
      'tel:+963944210587',
    );
    const whatsApp = screen.getByRole('link', { name: t.whatsAppLabel('سارة الشامي') });
    const href = whatsApp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/963944210587?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toBe(
      t.whatsAppMessage('1057', order.vendor_name),
    );
    expect(screen.getByRole('link', { name: t.directions }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=33.52,36.29',
    );
    expect(await screen.findByTestId('delivery-map')).toBeTruthy();
    const history = screen.getByRole('region', { name: t.history });
    expect(within(history).getByText(t.placed)).toBeTruthy();
    expect(within(history).getByText(t.by(t.actors.customer), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe(
      paths.seller.orders(),
    );
  });

  it('warns loudly when the receipt number is on another order too', async () => {
    stubFetch({
      ...base,
      [api.order(order.id)]: () => json(sellerOrderFixture({ duplicate_receipt: true })),
    });
    renderOrder();
    expect((await screen.findByRole('alert')).textContent).toContain(t.duplicateReceipt);
  });

  it('confirms the payment with one POST and reads the order again', async () => {
    let confirmed = false;
    const fetchMock = stubFetch({
      ...base,
      [api.order(order.id)]: () =>
        json(
          confirmed
            ? sellerOrderFixture({
                status: 'confirmed',
                payment_status: 'confirmed',
                next_statuses: ['preparing', 'cancelled'],
              })
            : order,
        ),
      [api.orderPart(order.id, 'payment/confirm')]: () => {
        confirmed = true;
        return json({ ...order, status: 'confirmed', payment_status: 'confirmed' });
      },
    });
    renderOrder();
    const confirm = await screen.findByRole('button', { name: t.confirmPayment });
    // Confirming the payment is the pending -> confirmed move: no second button for it.
    expect(screen.queryByRole('button', { name: t.moves.confirmed })).toBeNull();
    await userEvent.click(confirm);
    expect(await screen.findByRole('button', { name: t.moves.preparing })).toBeTruthy();
    const sent = posts(fetchMock, api.orderPart(order.id, 'payment/confirm'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[1]?.body).toBeUndefined();
    expect(screen.queryByRole('button', { name: t.confirmPayment })).toBeNull();
  });

  it('rejects a payment only with a reason, and sends that reason', async () => {
    const fetchMock = stubFetch({
      ...base,
      [api.order(order.id)]: () => json(order),
      [api.orderPart(order.id, 'payment/reject')]: () => json({ ...order, status: 'cancelled' }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: t.rejectPayment }));
    const dialog = await screen.findByRole('dialog', { name: t.reject.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject.submit }));
    expect(within(dialog).getByText(sellerOrdersValidation.reasonRequired)).toBeTruthy();
    expect(posts(fetchMock, api.orderPart(order.id, 'payment/reject'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(t.reject.reason), 'لم يصل التحويل');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject.submit }));
    await expect.poll(() => screen.queryByRole('dialog', { name: t.reject.title })).toBeNull();
    const [sent] = posts(fetchMock, api.orderPart(order.id, 'payment/reject'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'لم يصل التحويل' });
  });

  it('cancel without a reason shows the error and posts nothing', async () => {
    const fetchMock = stubFetch({ ...base, [api.order(order.id)]: () => json(order) });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: t.moves.cancelled }));
    const dialog = await screen.findByRole('dialog', { name: t.cancel.title });
    await userEvent.type(within(dialog).getByLabelText(t.cancel.reason), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel.submit }));
    expect(within(dialog).getByText(sellerOrdersValidation.cancelReasonRequired)).toBeTruthy();
    expect(posts(fetchMock, api.orderPart(order.id, 'status'))).toHaveLength(0);
  });

  it('shows a refused move in Arabic and leaves the order as it was', async () => {
    const ready = sellerOrderFixture({
      status: 'confirmed',
      payment_status: 'confirmed',
      next_statuses: ['preparing', 'cancelled'],
    });
    const fetchMock = stubFetch({
      ...base,
      [api.order(order.id)]: () => json(ready),
      [api.orderPart(order.id, 'status')]: () =>
        json({ error: { code: 'CONFLICT', message: 'تعارض في البيانات' } }, 409),
    });
    renderOrder();
    const prepare = await screen.findByRole('button', { name: t.moves.preparing });
    await userEvent.click(prepare);
    expect(await screen.findByText('تعارض في البيانات', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(ordersText.status.confirmed)).toBeTruthy();
    expect((prepare as HTMLButtonElement).disabled).toBe(false);
    const [sent] = posts(fetchMock, api.orderPart(order.id, 'status'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ status: 'preparing' });
  });

  it('delivered on a delivery order without proof asks for the photo, then delivers', async () => {
    const out = sellerOrderFixture({
      status: 'out_for_delivery',
      payment_status: 'confirmed',
      next_statuses: ['delivered'],
    });
    const fetchMock = stubFetch({
      ...base,
      [api.order(order.id)]: () => json(out),
      [paths.api.deliveryProof(order.id)]: () =>
        json({ ...out, delivery_proof_url: '/media/orders/proof.webp' }),
      [api.orderPart(order.id, 'status')]: () => json({ ...out, status: 'delivered' }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: t.moves.delivered }));
    const dialog = await screen.findByRole('dialog', { name: t.proof.title });
    expect(within(dialog).getByText(t.proof.needed)).toBeTruthy();
    expect(posts(fetchMock, api.orderPart(order.id, 'status'))).toHaveLength(0);
    const deliver = within(dialog).getByRole('button', { name: t.moves.delivered });
    expect((deliver as HTMLButtonElement).disabled).toBe(true);
    const input = within(dialog).getByLabelText(t.proof.take) as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('image/*');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'proof.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, photo);
    const shown = await within(dialog).findByRole('img', { name: t.proof.alt('1057') });
    expect(shown.getAttribute('src')).toBe('/media/orders/proof.webp');
    const [upload] = posts(fetchMock, paths.api.deliveryProof(order.id));
    expect(upload?.[1]?.body).toBe(photo);
    await userEvent.click(deliver);
    await expect.poll(() => posts(fetchMock, api.orderPart(order.id, 'status')).length).toBe(1);
    const [sent] = posts(fetchMock, api.orderPart(order.id, 'status'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ status: 'delivered' });
  });

  it('adjusts the delivery fee with the amount and the reason', async () => {
    const fetchMock = stubFetch({
      ...base,
      [api.order(order.id)]: () => json(order),
      [api.orderPart(order.id, 'delivery-fee')]: () => json({ ...order, delivery_fee: 7500 }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: t.adjustFee }));
    const dialog = await screen.findByRole('dialog', { name: t.fee.title });
    const amount = within(dialog).getByLabelText(t.fee.amount('ل.س'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '٧٥٠٠');
    await userEvent.click(within(dialog).getByRole('button', { name: t.fee.submit }));
    expect(within(dialog).getByText(sellerOrdersValidation.feeReasonRequired)).toBeTruthy();
    expect(posts(fetchMock, api.orderPart(order.id, 'delivery-fee'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(t.fee.reason), 'الطريق مغلق');
    await userEvent.click(within(dialog).getByRole('button', { name: t.fee.submit }));
    await expect
      .poll(() => posts(fetchMock, api.orderPart(order.id, 'delivery-fee')).length)
      .toBe(1);
    const [sent] = posts(fetchMock, api.orderPart(order.id, 'delivery-fee'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      delivery_fee: 7500,
      reason: 'الطريق مغلق',
    });
  });

  it('says so when the order is not the store’s', async () => {
    stubFetch({
      ...base,
      [api.order(order.id)]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'العنصر المطلوب غير موجود' } }, 404),
    });
    renderOrder();
    expect(await screen.findByText(t.notFound)).toBeTruthy();
  });
});
