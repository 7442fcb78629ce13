import { addressText } from '@souq/domain/locales/ar/addresses';
import { profileText } from '@souq/domain/locales/ar/profile';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { savedAddressFixture } from '@/features/addresses/address.fixture';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as Addresses } from './addresses';

const t = addressText.list;
const home = savedAddressFixture();
const office = savedAddressFixture({
  id: '0b8d6a3e-5f0e-4f7c-8d8b-2a9c1e4f6b02',
  title: 'مكتب المزة',
  formatted_address: 'أوتوستراد المزة، دمشق، سوريا',
  delivery_notes: null,
  is_default: false,
});
const aunt = savedAddressFixture({
  id: '3c1f0d2b-7a9e-4c6d-b1e2-5f8a9b0c7d03',
  title: 'بيت خالتي في حمص',
  is_default: false,
});

/** The list answers from a mutable array, so a change shows after the refetch. */
function serve(initial: SavedAddress[], extra: Parameters<typeof stubFetch>[0] = {}) {
  const book = { data: initial };
  const fetchMock = stubFetch({
    '/api/me': meAnswer(shopper()),
    '/api/me/addresses': () => json({ data: book.data }),
    ...extra,
  });
  return { fetchMock, book };
}

const card = (title: string) => screen.getByRole('article', { name: title }) as HTMLElement;

describe('mobile saved addresses', () => {
  it('shows a guest the login-required card with a button to /mobile/auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<Addresses />, '/mobile/addresses');
    expect(
      await screen.findByRole('heading', { name: profileText.loginRequired.title }),
    ).toBeTruthy();
    const login = screen.getByRole('link', { name: profileText.loginRequired.button });
    expect(login.getAttribute('href')).toBe('/mobile/auth');
  });

  it('shows 2 skeletons while loading, then the empty state inviting the first address', async () => {
    let answer: () => void = () => undefined;
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/me/addresses': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(json({ data: [] }));
        }),
    });
    renderAt(<Addresses />, '/mobile/addresses');
    await vi.waitFor(() => expect(screen.getAllByTestId('address-skeleton')).toHaveLength(2));
    answer();
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.addNew }));
    expect(await screen.findByRole('dialog', { name: addressText.form.addTitle })).toBeTruthy();
  });

  it('lists addresses with their icon, the default star, notes and the right actions', async () => {
    serve([home, office, aunt]);
    renderAt(<Addresses />, '/mobile/addresses');
    await screen.findByRole('article', { name: home.title });
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      home.title,
      office.title,
      aunt.title,
    ]);

    const icon = (title: string) =>
      card(title).querySelector('[data-icon]')?.getAttribute('data-icon');
    expect([icon(home.title), icon(office.title), icon(aunt.title)]).toEqual([
      'home',
      'work',
      'home',
    ]);
    expect(within(card(home.title)).getByText(t.defaultBadge)).toBeTruthy();
    expect(within(card(office.title)).queryByText(t.defaultBadge)).toBeNull();
    expect(within(card(home.title)).getByText(home.formatted_address)).toBeTruthy();
    expect(within(card(home.title)).getByText('الطابق الثاني')).toBeTruthy();
    // Set default is hidden on the default address only.
    expect(within(card(home.title)).queryByRole('button', { name: t.setDefault })).toBeNull();
    expect(within(card(office.title)).getByRole('button', { name: t.setDefault })).toBeTruthy();
  });

  it("shows each card's street, building and floor under their labels, leaving out missing ones", async () => {
    const flat = savedAddressFixture({ building: 'بناء رقم 12', floor: 'الطابق الثالث، شقة 5' });
    serve([flat, office]);
    renderAt(<Addresses />, '/mobile/addresses');
    const details = (title: string) =>
      [...card(title).querySelectorAll('dl dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
    await screen.findByRole('article', { name: flat.title });
    const d = addressText.details;
    expect(details(flat.title)).toEqual([
      [`${d.street}:`, 'شارع باب توما'],
      [`${d.building}:`, 'بناء رقم 12'],
      [`${d.floor}:`, 'الطابق الثالث، شقة 5'],
    ]);
    expect(details(office.title)).toEqual([[`${d.street}:`, 'شارع باب توما']]);
  });

  it('sets another address as default with PUT and shows the new order', async () => {
    const path = `/api/me/addresses/${office.id}/default`;
    const { fetchMock, book } = serve([home, office], {
      [path]: () => {
        book.data = [
          { ...office, is_default: true },
          { ...home, is_default: false },
        ];
        return json(book.data[0]);
      },
    });
    renderAt(<Addresses />, '/mobile/addresses');
    await userEvent.click(
      within(await screen.findByRole('article', { name: office.title })).getByRole('button', {
        name: t.setDefault,
      }),
    );
    expect(await screen.findByText(addressText.toasts.defaultSet)).toBeTruthy();
    expect(callsTo(fetchMock, path)[0]?.[1]?.method).toBe('PUT');
    await vi.waitFor(() =>
      expect(within(card(office.title)).getByText(t.defaultBadge)).toBeTruthy(),
    );
  });

  it('asks before deleting; cancelling keeps it, confirming deletes it', async () => {
    const path = `/api/me/addresses/${office.id}`;
    const { fetchMock, book } = serve([home, office], {
      [path]: () => {
        book.data = [home];
        return new Response(null, { status: 204 });
      },
    });
    renderAt(<Addresses />, '/mobile/addresses');
    const remove = async () =>
      userEvent.click(
        within(await screen.findByRole('article', { name: office.title })).getByRole('button', {
          name: t.delete,
        }),
      );
    await remove();
    let dialog = await screen.findByRole('alertdialog', { name: addressText.deleteDialog.title });
    expect(within(dialog).getByText(addressText.deleteDialog.question)).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: addressText.deleteDialog.cancel }),
    );
    expect(callsTo(fetchMock, path)).toHaveLength(0);

    await remove();
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: addressText.deleteDialog.confirm }),
    );
    expect(await screen.findByText(addressText.toasts.deleted)).toBeTruthy();
    expect(callsTo(fetchMock, path)[0]?.[1]?.method).toBe('DELETE');
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: office.title })).toBeNull(),
    );
  });

  it("toasts 'حدث خطأ أثناء حذف العنوان' when the delete fails", async () => {
    serve([home, office], {
      [`/api/me/addresses/${office.id}`]: () => new Response('boom', { status: 500 }),
    });
    renderAt(<Addresses />, '/mobile/addresses');
    await userEvent.click(
      within(await screen.findByRole('article', { name: office.title })).getByRole('button', {
        name: t.delete,
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: addressText.deleteDialog.confirm }),
    );
    expect(await screen.findByText(addressText.toasts.deleteFailed)).toBeTruthy();
    expect(screen.getByRole('article', { name: office.title })).toBeTruthy();
  });
});
