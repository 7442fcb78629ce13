import { categoryValidation, adminCategoriesText as t } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminCategory, AdminCategoryList } from '@souq/domain/schemas/admin-categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Categories } from './categories';

const category = (slug: string, name: string, extra: Partial<AdminCategory> = {}) =>
  ({
    id: crypto.randomUUID(),
    slug,
    name,
    description: null,
    icon: null,
    icon_url: null,
    color: null,
    sort_order: 0,
    is_active: true,
    product_count: 0,
    ...extra,
  }) satisfies AdminCategory;

const books = category('books', 'كتب', { sort_order: 0, product_count: 4, color: '#2563eb' });
const food = category('food', 'طعام', { sort_order: 1, is_active: false });
const cars = category('cars', 'سيارات', { sort_order: 2, product_count: 1 });
const reply = (data: AdminCategory[]): AdminCategoryList => ({ data, count: data.length });
const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));

const render = () =>
  renderRoutes([{ path: '/admin/categories', element: <Categories /> }], '/admin/categories');
const names = () =>
  within(screen.getByRole('list', { name: t.listLabel }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('/admin/categories', () => {
  it('lists every category in order with its slug, products and whether shoppers see it', async () => {
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: () => json(reply([books, food, cars])),
    });
    render();
    await screen.findByRole('heading', { level: 2, name: 'كتب' });
    expect(names()).toEqual(['كتب', `طعام${t.row.inactive}`, 'سيارات']);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('books')).toBeTruthy();
    expect(within(rows[0]!).getByText(t.row.products(4))).toBeTruthy();
    const on = within(rows[0]!).getByRole('switch', { name: t.row.active('كتب') });
    expect(on.getAttribute('aria-checked')).toBe('true');
    expect(within(rows[1]!).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/لا تُحذف التصنيفات/)).toBeTruthy();
  });

  it('creates a category through the dialog, checked with the shared schema first', async () => {
    const bodies: unknown[] = [];
    let list = [books];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: (init) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          bodies.push(body);
          const created = category(body.slug, body.name, { ...body, sort_order: 1 });
          list = [...list, created];
          return json(created, 201);
        }
        return json(reply(list));
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.add }));
    const dialog = screen.getByRole('dialog', { name: t.dialog.createTitle });
    await userEvent.type(within(dialog).getByLabelText(t.dialog.name), 'عطور');
    await userEvent.type(within(dialog).getByLabelText(t.dialog.slug), 'Perfumes');
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.save }));
    expect(within(dialog).getByText(categoryValidation.slugInvalid)).toBeTruthy();
    expect(bodies).toEqual([]);
    const slug = within(dialog).getByLabelText(t.dialog.slug);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'perfumes');
    await userEvent.type(within(dialog).getByLabelText(t.dialog.color), '#DB2777');
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.save }));
    expect(await screen.findByText(t.created('عطور'))).toBeTruthy();
    expect(bodies).toEqual([
      {
        name: 'عطور',
        slug: 'perfumes',
        description: null,
        icon: null,
        color: '#db2777',
        is_active: true,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(names()).toEqual(['كتب', 'عطور']));
  });

  it("keeps the dialog open with the API's message when the slug is taken", async () => {
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategory(books.id)]: () =>
        json({ error: { code: 'CATEGORY_SLUG_TAKEN', message: 'المعرّف مستخدم' } }, 409),
      [paths.api.adminCategories()]: () => json(reply([books])),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.row.edit('كتب') }));
    const dialog = screen.getByRole('dialog', { name: t.dialog.editTitle('كتب') });
    expect(within(dialog).getByLabelText(t.dialog.slug)).toHaveProperty('value', 'books');
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.save }));
    expect(await within(dialog).findByText('المعرّف مستخدم')).toBeTruthy();
  });

  it('moves a category with the keyboard, sends the whole new order and keeps focus on it', async () => {
    const orders: string[][] = [];
    let stored = [books, food, cars];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: () => json(reply(stored)),
      [paths.api.adminCategoryOrder()]: (init) => {
        const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
        orders.push(ids);
        stored = ids.map((id) => stored.find((c) => c.id === id)!);
        return json(reply(stored));
      },
    });
    render();
    const down = await screen.findByRole('button', { name: t.row.moveDown('سيارات') });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    const up = screen.getByRole('button', { name: t.row.moveUp('سيارات') });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()[1]).toBe('سيارات'));
    const focused = () => document.activeElement?.getAttribute('aria-label');
    await waitFor(() => expect(focused()).toBe(t.row.moveUp('سيارات')));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('سيارات'));
    await waitFor(() => expect(focused()).toBe(t.row.moveUp('سيارات')));
    expect(screen.getByRole('status').textContent).toBe(t.moved('سيارات', 1));
    // Down again: React moves this row's own element (a browser may drop focus; it comes back).
    screen.getByRole('button', { name: t.row.moveDown('سيارات') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()[1]).toBe('سيارات'));
    await waitFor(() => expect(focused()).toBe(t.row.moveDown('سيارات')));
    await waitFor(() => expect(orders).toHaveLength(3));
    expect(orders).toEqual([
      [books.id, cars.id, food.id],
      [cars.id, books.id, food.id],
      [books.id, cars.id, food.id],
    ]);
  });

  it('moves a category by dragging its handle and saves the order once, on release', async () => {
    // jsdom lays nothing out: each row is 60px tall, stacked in document order.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
      return { top: index * 60, bottom: index * 60 + 56 } as DOMRect;
    });
    const orders: string[][] = [];
    let stored = [books, food, cars];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: () => json(reply(stored)),
      [paths.api.adminCategoryOrder()]: (init) => {
        const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
        orders.push(ids);
        stored = ids.map((id) => stored.find((c) => c.id === id)!);
        return json(reply(stored));
      },
    });
    render();
    const handle = await screen.findByRole('img', { name: t.row.drag('كتب') });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 20 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 80 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 150 });
    expect(names()[2]).toBe('كتب');
    expect(orders).toEqual([]);
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 150 });
    await waitFor(() => expect(orders).toEqual([[food.id, cars.id, books.id]]));
    await waitFor(() => expect(names()[2]).toBe('كتب'));
    rect.mockRestore();
  });

  it('puts the old order back when the server refuses the new one', async () => {
    let reads = 0;
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: () => {
        reads += 1;
        // Only the first read answers: the order seen after the refusal is the rollback's.
        return reads === 1 ? json(reply([books, food, cars])) : json({}, 503);
      },
      [paths.api.adminCategoryOrder()]: () =>
        json({ error: { code: 'CATEGORY_ORDER_STALE', message: 'تغيّرت القائمة' } }, 409),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.row.moveDown('كتب') }));
    expect(await screen.findByText('تغيّرت القائمة')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['كتب', `طعام${t.row.inactive}`, 'سيارات']));
    expect(callsTo(fetchMock, paths.api.adminCategoryOrder())).toHaveLength(1);
  });

  it('switches a category off at once and sends only is_active', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminCategories()]: () => json(reply([books])),
      [paths.api.adminCategory(books.id)]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...books, is_active: false });
      },
    });
    render();
    await userEvent.click(await screen.findByRole('switch', { name: t.row.active('كتب') }));
    expect(await screen.findByText(t.hidden('كتب'))).toBeTruthy();
    expect(bodies).toEqual([{ is_active: false }]);
  });
});
