import { cartText } from '@souq/domain/locales/ar/cart';
import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { paths } from '@souq/domain/paths';
import type { Product } from '@souq/domain/schemas/catalogue';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { listBody, productFixture } from '@/test/products';
import { json, renderRoutes, stubFetch } from '@/test/render';
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

  it('sends a guest to /auth', async () => {
    const { router } = setup(dress);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: t.chooseOptionsTitle }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
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
