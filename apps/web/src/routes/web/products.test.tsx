import { cartText } from '@souq/domain/locales/ar/cart';
import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { productsText } from '@souq/domain/locales/ar/products';
import { paths } from '@souq/domain/paths';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { categoryFixture, listBody, manyProducts, productFixture } from '@/test/products';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component } from './products';

const productsPath = paths.api.exportProducts();

function setup(
  path = '/products',
  answer: (url: URL) => Response = () => json(listBody(manyProducts(3))),
  me = guestAnswer,
) {
  const fetchMock = stubFetch({
    '/api/me': me,
    [paths.api.exportCategories()]: () => json({ data: [], count: 0 }),
  });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === productsPath) return answer(url);
    return base ? base(input, init) : new Response('', { status: 404 });
  });
  const view = renderRoutes(
    [
      { path: '/products', element: <Component />, handle: { title: 'جميع المنتجات' } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

const productUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, productsPath).map(([url]) => new URL(url, 'http://localhost').searchParams);

afterEach(() => vi.useRealTimers());

describe('web /products', () => {
  it('shows 6 skeletons, then the cards and the count line', async () => {
    const { container } = setup();
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('status').textContent).toBe(productsText.loading);
    expect(await screen.findByText(productsText.count(3))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('gives a display-only product a way to ask its store, not an add button', async () => {
    setup('/products', () =>
      json(
        listBody([
          productFixture({ id: 'a', name: 'متوفر' }),
          productFixture({ id: 'c', name: 'للعرض', availability_mode: 'display_only' }),
        ]),
      ),
    );
    const ask = await screen.findByRole('link', { name: catalogueText.askStoreLabel('للعرض') });
    expect(ask.getAttribute('href')).toBe(paths.web.product('c'));
    expect(
      screen.queryByRole('button', { name: catalogueText.addToCartLabel('للعرض') }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: catalogueText.addToCartLabel('متوفر') }),
    ).toBeTruthy();
  });

  it('asks for 24 a page and loads more with the offset until count', async () => {
    const { fetchMock } = setup('/products', (url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json(listBody(manyProducts(offset === 0 ? 24 : 6, offset), 30, offset));
    });
    expect(await screen.findByText(productsText.count(30))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: productsText.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: productsText.loadMore })).toBeNull();
    const urls = productUrls(fetchMock);
    expect(urls.map((p) => [p.get('limit'), p.get('offset')])).toEqual([
      ['24', '0'],
      ['24', '24'],
    ]);
    expect(urls.every((p) => Number(p.get('limit')) <= 100)).toBe(true);
  });

  it('restores search, category, sort and view from the URL', async () => {
    const { fetchMock } = setup('/products?q=زيت&category=food&sort=price-low&view=list');
    await screen.findByText(productsText.count(3));
    const [query] = productUrls(fetchMock);
    expect(query?.get('q')).toBe('زيت');
    expect(query?.get('category')).toBe('food');
    expect(query?.get('sort')).toBe('price_low');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('زيت');
    expect(
      screen.getByRole('button', { name: productsText.list }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('debounces the search 300 ms and writes it to the URL', async () => {
    const { fetchMock, router } = setup();
    await screen.findByText(productsText.count(3));
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ز' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'زيت' } });
    act(() => vi.advanceTimersByTime(299));
    expect(productUrls(fetchMock).some((p) => p.get('q'))).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    await waitFor(() => expect(productUrls(fetchMock).at(-1)?.get('q')).toBe('زيت'));
    expect(productUrls(fetchMock).filter((p) => p.get('q')).length).toBe(1);
  });

  it('maps the sort menu onto the API sort and keeps it in the URL', async () => {
    const { fetchMock, router } = setup();
    await screen.findByText(productsText.count(3));
    const sort = screen.getByRole('combobox', { name: productsText.sortLabel });
    fireEvent.change(sort as HTMLElement, { target: { value: 'price-high' } });
    await waitFor(() => expect(productUrls(fetchMock).at(-1)?.get('sort')).toBe('price_high'));
    expect(router.state.location.search).toBe('?sort=price-high');
  });

  it('says لا توجد منتجات when nothing matches', async () => {
    setup('/products', () => json(listBody([])));
    expect(await screen.findByText(catalogueText.noProducts)).toBeTruthy();
  });

  it('sends a guest to /auth', async () => {
    const { router } = setup();
    await screen.findByText(productsText.count(3));
    fireEvent.click(screen.getAllByRole('button', { name: /أضف/ })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('adds after a 600 ms busy state for a signed-in shopper', async () => {
    setup('/products', () => json(listBody([productFixture()])), meAnswer(shopper()));
    const button = await screen.findByRole('button', {
      name: catalogueText.addToCartLabel(productFixture().name),
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: productsText.adding })).toBeTruthy();
    expect(readCart()).toEqual([]);
    expect(await screen.findByText(cartText.added, {}, { timeout: 2000 })).toBeTruthy();
    expect(readCart().map((i) => i.productId)).toEqual(['p1']);
  });

  it('toasts why a sold-out product cannot be added', async () => {
    setup(
      '/products',
      () => json(listBody([productFixture({ stock_count: 0 })])),
      meAnswer(shopper()),
    );
    const button = await screen.findByRole('button', { name: /أضف/ });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.click(button);
    expect(
      await screen.findByText(cartText.outOfStock, { selector: '[data-title]' }, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('loads the first images eagerly, the first ones with high priority', async () => {
    setup('/products', () => json(listBody(manyProducts(8))));
    await screen.findByText(productsText.count(8));
    const images = screen.getAllByRole('img');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[5]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('src')).toBe('/media/p1.jpg?preset=thumbnail');
  });

  it('prefetches the next page after 2 s idle, so load more needs no request', async () => {
    const { fetchMock } = setup('/products', (url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json(listBody(manyProducts(offset === 0 ? 24 : 6, offset), 30, offset));
    });
    await screen.findByText(productsText.count(30));
    expect(productUrls(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(productUrls(fetchMock)).toHaveLength(2), { timeout: 3000 });
    expect(productUrls(fetchMock)[1]?.get('offset')).toBe('24');
    fireEvent.click(screen.getByRole('button', { name: productsText.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(productUrls(fetchMock)).toHaveLength(2);
  });

  it('does not prefetch while a search is shown, nor when nothing more exists', async () => {
    const { fetchMock } = setup('/products?q=زيت');
    await screen.findByText(productsText.count(3));
    await act(() => new Promise((r) => setTimeout(r, 2200)));
    expect(productUrls(fetchMock)).toHaveLength(1);
  });

  it('prefetches a category 1 s after the typed text names it', async () => {
    const fetchMock = stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportCategories()]: () =>
        json({
          data: [categoryFixture('shoes', 'أحذية', 1), categoryFixture('books', 'كتب', 2)],
          count: 2,
        }),
    });
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === productsPath) return json(listBody(manyProducts(3)));
      return base ? base(input, init) : new Response('', { status: 404 });
    });
    renderRoutes([{ path: '/products', element: <Component /> }], '/products?q=x');
    await screen.findByText(productsText.count(3));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'احذ' } });
    await waitFor(
      () => expect(productUrls(fetchMock).some((p) => p.get('category') === 'shoes')).toBe(true),
      { timeout: 2500 },
    );
  });

  it('prefetches a product page on card hover from the list data', async () => {
    const { queryClient } = setup();
    await screen.findByText(productsText.count(3));
    const link = screen.getAllByRole('link')[0] as HTMLElement;
    fireEvent.mouseEnter(link);
    expect(queryClient.getQueryData(['product', 'p0'])).toMatchObject({ id: 'p0' });
  });
});
