import { cartText } from '@souq/domain/locales/ar/cart';
import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { paths } from '@souq/domain/paths';
import type { Product } from '@souq/domain/schemas/catalogue';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { readPendingAdd } from '@/features/cart/pending-add';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { listBody, productFixture } from '@/test/products';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './product';

const dress = productFixture({
  id: 'd1',
  name: 'جلابية مطرزة',
  product_images: [{ image_url: '/media/a.jpg' }, { image_url: '/media/b.jpg' }],
  product_variants: [
    { id: 'vs', size: 'S', color: 'بيج', price_adjustment: 0, stock_count: 3 },
    { id: 'vm', size: 'M', color: 'بيج', price_adjustment: 0, stock_count: 7 },
    { id: 'vx', size: 'XL', color: 'بيج', price_adjustment: 250, stock_count: 0 },
  ],
  payment_shamcash: true,
});

function setup(product: Product | null, me = guestAnswer) {
  stubFetch({
    '/api/me': me,
    [paths.api.exportProducts()]: () => json(listBody(product ? [product] : [])),
  });
  return renderRoutes(
    [
      { path: '/product/:id', element: <Component /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/product/${product?.id ?? 'missing'}`,
  );
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

describe('web /product/:id', () => {
  it('shows not found with a way back to the products', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToProducts }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('tells a server error from a missing product, and retries into the product', async () => {
    let calls = 0;
    stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportProducts()]: () =>
        ++calls <= 2 ? new Response('boom', { status: 503 }) : json(listBody([dress])),
    });
    renderRoutes([{ path: '/product/:id', element: <Component /> }], '/product/d1');
    expect(
      await screen.findByRole('heading', { name: loadErrorsText.server.title }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.notFound })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { name: dress.name })).toBeTruthy();
  });

  it('says the network is down when no answer comes', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportProducts()]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes([{ path: '/product/:id', element: <Component /> }], '/product/d1');
    expect(
      await screen.findByRole('heading', { name: loadErrorsText.offline.title }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.notFound })).toBeNull();
  });

  it('shows the product with medium image, badges, delivery text and the seller link', async () => {
    setup(dress);
    expect(await screen.findByRole('heading', { level: 1, name: dress.name })).toBeTruthy();
    const main = screen.getAllByRole('img', { name: dress.name })[0];
    expect(main?.getAttribute('src')).toBe('/media/a.jpg?preset=medium');
    expect(screen.getByText(t.deliveryEta)).toBeTruthy();
    expect(screen.getByText(t.paymentNames.shamcash)).toBeTruthy();
    expect(screen.getByText(t.paymentNames.cod)).toBeTruthy();
    expect(screen.getByText(t.pickup)).toBeTruthy();
    expect(screen.getByRole('link', { name: /متجر الريف/ }).getAttribute('href')).toBe(
      '/vendor/v1',
    );
  });

  it('disables a sold-out value and limits the quantity to the chosen variant', async () => {
    setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    expect(
      (screen.getByRole('button', { name: t.valueLabel('XL', true) }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.getByText(t.lowStock(3))).toBeTruthy();
    const plus = screen.getByRole('button', { name: t.increase }) as HTMLButtonElement;
    const minus = screen.getByRole('button', { name: t.decrease }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
  });

  it('asks to choose the options before adding', async () => {
    setup(dress, meAnswer(shopper()));
    await screen.findByRole('heading', { level: 1, name: dress.name });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: t.chooseOptionsTitle }));
    expect(await screen.findByText(t.chooseOptionsText, {}, { timeout: 2000 })).toBeTruthy();
    expect(readCart()).toEqual([]);
  });

  it('adds the chosen variant and quantity after the adding state', async () => {
    setup(dress, meAnswer(shopper()));
    await screen.findByRole('heading', { level: 1, name: dress.name });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: t.increase }));
    fireEvent.click(screen.getByRole('button', { name: t.addToCart }));
    expect(screen.getByRole('button', { name: t.adding })).toBeTruthy();
    expect(await screen.findByText(cartText.added, {}, { timeout: 2000 })).toBeTruthy();
    expect(readCart().map((i) => [i.variantId, i.quantity, i.maxStock])).toEqual([['vm', 2, 7]]);
  });

  it('sends a guest to /auth keeping the chosen variant and quantity for the way back', async () => {
    const { router } = setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: t.increase }));
    fireEvent.click(screen.getByRole('button', { name: t.addToCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/product/d1' });
    expect(readPendingAdd()).toMatchObject({
      from: '/product/d1',
      item: { variantId: 'vm', quantity: 2 },
    });
    expect(readCart()).toEqual([]);
  });

  it('marks a size sold out in the chosen colour and does not add it', async () => {
    const shirt = productFixture({
      id: 's1',
      name: 'قميص كتان',
      product_variants: [
        { id: 'rm', size: 'M', color: 'أحمر', price_adjustment: 0, stock_count: 0 },
        { id: 'bm', size: 'M', color: 'أزرق', price_adjustment: 0, stock_count: 4 },
        { id: 'rl', size: 'L', color: 'أحمر', price_adjustment: 0, stock_count: 2 },
      ],
    });
    setup(shirt, meAnswer(shopper()));
    await screen.findByRole('heading', { level: 1, name: shirt.name });
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    // Red in M has none left: marked on the chip, still pressable to reach red in L.
    fireEvent.click(screen.getByRole('button', { name: t.valueLabel('أحمر', true) }));
    expect(screen.getByRole('button', { name: t.valueLabel('M', true) })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.variantSoldOut })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: t.addToCart })).toHaveProperty('disabled', false);
  });

  it('heads each option group with what it is: colour and size, or weight', async () => {
    setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    expect(screen.getByRole('group', { name: /^اللون/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^المقاس/ })).toBeTruthy();
    const rice = productFixture({
      id: 'r1',
      name: 'أرز بسمتي',
      product_variants: [
        { id: 'k1', size: '1 كغ', color: null, price_adjustment: 0, stock_count: 5 },
        { id: 'k5', size: '5 كغ', color: null, price_adjustment: 400, stock_count: 2 },
      ],
    });
    cleanup();
    setup(rice);
    await screen.findByRole('heading', { level: 1, name: rice.name });
    expect(screen.getByRole('group', { name: /^الوزن/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^المقاس/ })).toBeNull();
  });

  it('offers a call to the store instead of adding a display-only product', async () => {
    const lamp = productFixture({
      id: 'l1',
      name: 'ثريا نحاسية',
      availability_mode: 'display_only',
    });
    stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportProducts()]: () => json(listBody([lamp])),
      [paths.api.exportVendors()]: () =>
        json({ data: [vendorFixture()], count: 1, limit: 1, offset: 0 }),
    });
    renderRoutes([{ path: '/product/:id', element: <Component /> }], '/product/l1');
    await screen.findByRole('heading', { level: 1, name: lamp.name });
    const call = await screen.findByRole('link', {
      name: t.callStoreLabel(lamp.vendor_profiles.vendor_name),
    });
    expect(call.getAttribute('href')).toBe('tel:+963944000111');
    expect(screen.queryByRole('button', { name: t.addToCart })).toBeNull();
  });

  it('opens the viewer, moves, zooms and closes', async () => {
    setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    fireEvent.click(screen.getByRole('button', { name: t.openViewer }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: t.viewer.next }));
    expect(dialog.textContent).toContain('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: t.viewer.zoomIn }));
    fireEvent.click(screen.getByRole('button', { name: t.viewer.zoomIn }));
    expect(dialog.querySelector('img')?.getAttribute('data-zoom')).toBe('2');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(dialog.querySelector('img')?.getAttribute('data-zoom')).toBe('1.5');
    const picture = dialog.querySelector('img') as HTMLImageElement;
    fireEvent.wheel(picture, { deltaY: -120 });
    expect(picture.getAttribute('data-zoom')).toBe('2');
    fireEvent.doubleClick(picture);
    expect(picture.getAttribute('data-zoom')).toBe('1');
    fireEvent.doubleClick(picture);
    expect(picture.getAttribute('data-zoom')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: t.viewer.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers share links and copy when the device cannot share', async () => {
    setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    const whatsapp = screen.getByRole('link', { name: t.shareWhatsApp }).getAttribute('href');
    expect(whatsapp).toContain('https://wa.me/?text=');
    expect(whatsapp).toContain(encodeURIComponent('/product/d1'));
    expect(screen.getByRole('button', { name: t.copyLink })).toBeTruthy();
  });
});
