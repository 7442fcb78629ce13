import { pricesText } from '@souq/domain/locales/ar/prices';
import { productsText } from '@souq/domain/locales/ar/products';
import { paths } from '@souq/domain/paths';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { listBody, manyProducts, productFixture } from '@/test/products';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component } from './products';

const productsPath = paths.api.exportProducts();

function setup(answer: (url: URL) => Response, path = '/mobile/products') {
  const fetchMock = stubFetch({ '/api/me': guestAnswer });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === productsPath) return answer(url);
    return base ? base(input, init) : new Response('', { status: 404 });
  });
  renderRoutes(
    [
      { path: '/mobile/products', element: <Component />, handle: { title: 'المنتجات' } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return fetchMock;
}

const queries = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, productsPath).map(([url]) => new URL(url, 'http://localhost').searchParams);

describe('/mobile/products', () => {
  it('browses 10 at a time while a page comes back full', async () => {
    const fetchMock = setup((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json(listBody(manyProducts(offset === 0 ? 10 : 4, offset), 14, offset));
    });
    expect(await screen.findByText(productsText.count(14))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: productsText.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: productsText.loadMore })).toBeNull();
    expect(queries(fetchMock).map((q) => [q.get('limit'), q.get('offset')])).toEqual([
      ['10', '0'],
      ['10', '10'],
    ]);
  });

  it('honours ?category= and the sort and currency menus, as on the web', async () => {
    const fetchMock = setup(
      (url) => json(listBody(manyProducts(3), 3, Number(url.searchParams.get('offset')))),
      '/mobile/products?category=electronics',
    );
    expect(await screen.findByText(productsText.count(3))).toBeTruthy();
    expect(queries(fetchMock)[0]?.get('category')).toBe('electronics');
    fireEvent.change(screen.getByRole('combobox', { name: productsText.sortLabel }), {
      target: { value: 'price-low' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: pricesText.currencyLabel }), {
      target: { value: 'USD' },
    });
    await waitFor(() => {
      const last = queries(fetchMock).at(-1);
      expect([last?.get('category'), last?.get('sort'), last?.get('currency')]).toEqual([
        'electronics',
        'price_low',
        'USD',
      ]);
    });
  });

  it('searches everything, 100 a page until count', async () => {
    const fetchMock = setup((url) => {
      const offset = Number(url.searchParams.get('offset'));
      if (!url.searchParams.get('q')) return json(listBody(manyProducts(10), 200));
      return json(listBody(manyProducts(offset === 0 ? 100 : 30, offset), 130, offset));
    }, '/mobile/products?q=زيت');
    expect(await screen.findByText(productsText.count(130))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(130);
    expect(queries(fetchMock).map((q) => [q.get('q'), q.get('limit'), q.get('offset')])).toEqual([
      ['زيت', '100', '0'],
      ['زيت', '100', '100'],
    ]);
    expect(screen.queryByRole('button', { name: productsText.loadMore })).toBeNull();
  });

  it('clears the search back to browse mode', async () => {
    setup(
      (url) =>
        json(
          listBody(
            url.searchParams.get('q') ? manyProducts(2) : manyProducts(10),
            url.searchParams.get('q') ? 2 : 50,
          ),
        ),
      '/mobile/products?q=x',
    );
    expect(await screen.findByText(productsText.count(2))).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(await screen.findByText(productsText.count(50), {}, { timeout: 2000 })).toBeTruthy();
  });

  it('shows the add button only for products that can be added', async () => {
    setup(() =>
      json(
        listBody([
          productFixture({ id: 'a', name: 'متوفر' }),
          productFixture({ id: 'b', name: 'نافد', stock_count: 0 }),
          productFixture({ id: 'c', name: 'للعرض', availability_mode: 'display_only' }),
        ]),
      ),
    );
    await screen.findByText(productsText.count(3));
    expect(screen.getAllByRole('button', { name: /أضف/ })).toHaveLength(1);
  });

  it('toasts when loading more fails', async () => {
    setup((url) =>
      url.searchParams.get('offset') === '0'
        ? json(listBody(manyProducts(10), 30))
        : new Response('boom', { status: 500 }),
    );
    await screen.findByText(productsText.count(30));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    fireEvent.click(screen.getByRole('button', { name: productsText.loadMore }));
    expect(
      await screen.findByText(productsText.loadMoreFailed, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});
