import { adminStoresText as t } from '@souq/domain/locales/ar/admin';
import { authMessages } from '@souq/domain/locales/ar/auth';
import { sellerValidation } from '@souq/domain/locales/ar/seller';
import { paths } from '@souq/domain/paths';
import type { AdminStore, AdminStoreList } from '@souq/domain/schemas/seller-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Stores } from './stores';

const store: AdminStore = {
  id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  status: 'pending',
  status_reason: null,
  applied_at: '2026-11-20T09:00:00.000Z',
  vendor_name: 'حلويات الشام',
  description: 'معمول وبرازق بالسمن العربي',
  phone_number: '+963 944 000 111',
  city: 'دمشق',
  formatted_address: 'دمشق، الميدان',
  latitude: 33.49,
  longitude: 36.29,
  owner_email: 'owner@sweets.test',
  owner_name: 'سامر',
  product_count: 3,
  updated_at: '2026-11-20T09:00:00.000Z',
};
const counts = { pending: 1, active: 12, suspended: 2, rejected: 0 };
const reply = (data: AdminStore[]): AdminStoreList => ({
  data,
  count: data.length,
  limit: 20,
  offset: 0,
  counts,
});
const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));
const decisionPath = (verb: string) => paths.api.adminStoreDecision(store.id, verb as 'approve');

function render() {
  return renderRoutes([{ path: '/admin/stores', element: <Stores /> }], '/admin/stores');
}

describe('/admin/stores', () => {
  it('opens on the applications queue with every status counted', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminStores()]: () => json(reply([store])),
    });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: store.vendor_name })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: t.tabsLabel });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe(
      `${t.tabs.pending}1`,
    );
    expect(within(tabs).getByRole('tab', { name: `${t.tabs.active} 12` })).toBeTruthy();
    expect(screen.getByText(`${store.owner_name} - ${store.owner_email}`)).toBeTruthy();
    const [url] = callsTo(fetchMock, paths.api.adminStores())[0]!;
    expect(new URL(url, 'http://x').searchParams.get('status')).toBe('pending');
    // A pending application can be approved or rejected, nothing else.
    const card = screen.getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.verbs.approve, t.verbs.reject]);
  });

  it('rejects only with a reason, sends it, and says so', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      '/api/me': admin,
      [paths.api.adminStores()]: () => json(reply([store])),
      [decisionPath('reject')]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...store, status: 'rejected', status_reason: 'العنوان غير واضح' });
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.verbs.reject }));
    const dialog = screen.getByRole('dialog', { name: t.dialog.title.reject(store.vendor_name) });
    await userEvent.click(within(dialog).getByRole('button', { name: t.verbs.reject }));
    expect(within(dialog).getByText(sellerValidation.decisionReasonRequired)).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(t.dialog.reason), 'العنوان غير واضح');
    await userEvent.click(within(dialog).getByRole('button', { name: t.verbs.reject }));
    expect(await screen.findByText(t.done.reject(store.vendor_name))).toBeTruthy();
    expect(bodies).toEqual([{ reason: 'العنوان غير واضح' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the API's message when the decision is refused", async () => {
    stubFetch({
      '/api/me': admin,
      [paths.api.adminStores()]: () => json(reply([store])),
      [decisionPath('approve')]: () =>
        json(
          {
            error: {
              code: 'STORE_DECISION_NOT_ALLOWED',
              message: 'لا يسمح وضع المتجر بهذا القرار',
            },
          },
          409,
        ),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.verbs.approve }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.verbs.approve }));
    expect(await within(dialog).findByText('لا يسمح وضع المتجر بهذا القرار')).toBeTruthy();
  });

  it('moves to another status and searches, keeping both in the URL', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminStores()]: () => json(reply([])),
    });
    const { router } = render();
    expect(await screen.findByText(t.empty.pending)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: `${t.tabs.suspended} 2` }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(t.empty.suspended)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: t.search }), 'الشام');
    expect(await screen.findByText(t.noResults, {}, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.search).toContain('status=suspended');
    // The suspended tab's empty answer already reads as "no results" once the box holds text,
    // before the search's own request is sent: wait for that request rather than assume it.
    await waitFor(() => {
      const last = callsTo(fetchMock, paths.api.adminStores()).at(-1)!;
      expect(new URL(last[0], 'http://x').searchParams.get('q')).toBe('الشام');
    });
  });

  it("shows 'غير مسموح' to anyone but an administrator, and asks nothing of the API", async () => {
    const fetchMock = stubFetch({ '/api/me': meAnswer(shopper({ type: 'vendor' })) });
    render();
    expect(await screen.findByRole('heading', { name: authMessages.notAllowed })).toBeTruthy();
    expect(callsTo(fetchMock, paths.api.adminStores())).toEqual([]);
  });
});
