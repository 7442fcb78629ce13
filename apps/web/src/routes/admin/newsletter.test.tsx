import { adminNewsletterText as t } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import type { AdminSubscriber } from '@souq/domain/schemas/newsletter';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Newsletter } from './newsletter';

const subscriber = (email: string, created_at: string): AdminSubscriber => ({
  id: crypto.randomUUID(),
  email,
  created_at,
});
const newest = subscriber('reader2@example.com', '2026-11-24T08:30:00.000Z');
const older = subscriber('reader1@example.com', '2026-11-20T10:00:00.000Z');
const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));
const page = (data: AdminSubscriber[], count = data.length) =>
  json({ data, count, limit: 30, offset: 0 });
const render = (at = '/admin/newsletter') =>
  renderRoutes([{ path: '/admin/newsletter', element: <Newsletter /> }], at);

const saved: string[] = [];
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:souq/newsletter');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

describe('/admin/newsletter', () => {
  it('shows the count and each subscriber with the date, newest first', async () => {
    stubFetch({ '/api/me': admin, [paths.api.adminNewsletter()]: () => page([newest, older], 42) });
    render();
    expect(await screen.findByText(t.count(42))).toBeTruthy();
    const list = screen.getByRole('list', { name: t.listLabel });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('reader2@example.com');
    expect(within(first!).getByText(/2026/).getAttribute('datetime')).toBe(newest.created_at);
    expect(second!.textContent).toContain('reader1@example.com');
    // 42 subscribers, 30 a page: the pager offers the next page.
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('searches by address and says when nothing matches', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminNewsletter()]: (_init) => page([]),
    });
    const { router } = render();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: t.search }), 'reader');
    expect(await screen.findByText(t.noResults)).toBeTruthy();
    expect(router.state.location.search).toBe('?q=reader');
    // The earlier (empty) answer can already read as "no results" while the search's own
    // request is still on its way: wait for that request rather than assume it was sent.
    await waitFor(() => {
      const last = callsTo(fetchMock, paths.api.adminNewsletter()).at(-1)!;
      expect(new URL(last[0], 'http://x').searchParams.get('q')).toBe('reader');
    });
  });

  it('removes a subscriber only after the confirm dialog, then reads the list again', async () => {
    let removed = false;
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminNewsletter()]: () => page(removed ? [older] : [newest, older]),
      [paths.api.adminNewsletterSubscriber(newest.id)]: () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: t.remove('reader2@example.com') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(t.dialog.text('reader2@example.com'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.dialog.cancel }));
    expect(callsTo(fetchMock, paths.api.adminNewsletterSubscriber(newest.id))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: t.remove('reader2@example.com') }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: t.dialog.confirm,
      }),
    );
    expect(await screen.findByText(t.removed('reader2@example.com'))).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, paths.api.adminNewsletterSubscriber(newest.id)) as [
      [string, RequestInit],
    ];
    expect(init.method).toBe('DELETE');
    await vi.waitFor(() => expect(screen.queryByText('reader2@example.com')).toBeNull());
    expect(screen.getByText('reader1@example.com')).toBeTruthy();
  });

  it('downloads the CSV through the API', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminNewsletter()]: () => page([older]),
      [paths.api.adminNewsletterCsv()]: () =>
        new Response('\uFEFFemail,subscribed_at,unsubscribe_url\r\n', {
          headers: { 'content-disposition': 'attachment; filename="newsletter.csv"' },
        }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.download }));
    await vi.waitFor(() => expect(saved).toEqual(['newsletter.csv']));
    expect(callsTo(fetchMock, paths.api.adminNewsletterCsv())).toHaveLength(1);
  });

  it('is not for shoppers', async () => {
    const fetchMock = stubFetch({ '/api/me': meAnswer(shopper()) });
    render();
    expect(await screen.findByText('غير مسموح')).toBeTruthy();
    expect(callsTo(fetchMock, paths.api.adminNewsletter())).toHaveLength(0);
  });
});
