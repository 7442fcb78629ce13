import { sellerApplyText, sellerText } from '@souq/domain/locales/ar/seller';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

describe('the /seller gate', () => {
  it('sends a signed-out visitor to the auth screen', async () => {
    stubFetch({ '/api/me': meAnswer(null) });
    const { router } = renderSeller('/seller');
    await screen.findByText('elsewhere');
    await expect.poll(() => router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/seller' });
  });

  it('sends a signed-in user without a store to the application', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/seller/store': () => json({ store: null }),
    });
    const { router } = renderSeller('/seller');
    expect(
      await screen.findByRole('heading', { level: 1, name: sellerApplyText.title }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/seller/apply');
  });

  it('shows a pending store its status instead of the console', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/seller/store': () => json({ store: sellerStoreFixture({ status: 'pending' }) }),
    });
    renderSeller('/seller');
    expect(
      await screen.findByRole('heading', { level: 1, name: sellerText.statusScreen.pendingTitle }),
    ).toBeTruthy();
    expect(screen.getByText(sellerText.statusScreen.pendingText)).toBeTruthy();
  });

  it('shows a rejected store the administrator’s reason and the way to fix it', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/seller/store': () =>
        json({
          store: sellerStoreFixture({ status: 'rejected', status_reason: 'الصور غير واضحة' }),
        }),
    });
    renderSeller('/seller');
    expect(await screen.findByText('الصور غير واضحة')).toBeTruthy();
    const fix = screen.getByRole('link', { name: sellerText.statusScreen.editStore });
    expect(fix.getAttribute('href')).toBe('/seller/settings');
  });

  it('lets a fixed rejected store ask for review again, and then shows it pending', async () => {
    let status: 'rejected' | 'pending' = 'rejected';
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/seller/store': () =>
        json({ store: sellerStoreFixture({ status, status_reason: 'الصور غير واضحة' }) }),
      '/api/seller/store/resubmit': () => {
        status = 'pending';
        return json(sellerStoreFixture({ status }));
      },
    });
    renderSeller('/seller');
    fireEvent.click(await screen.findByRole('button', { name: sellerText.statusScreen.resubmit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: sellerText.statusScreen.pendingTitle }),
    ).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, '/api/seller/store/resubmit') as [[string, RequestInit]];
    expect(init.method).toBe('POST');
  });

  it('gives the owner of an active store the dashboard, and moves them off the application', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper({ type: 'vendor' })),
      '/api/seller/store': () => json({ store: sellerStoreFixture() }),
      '/api/seller/products': () => json({ data: [], count: 2, limit: 1, offset: 0 }),
    });
    const { router } = renderSeller('/seller/apply');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: sellerText.dashboard.title('متجر الياسمين'),
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/seller');
    expect(screen.getByText(sellerText.dashboard.productCount(3))).toBeTruthy();
    const counts = await screen.findAllByRole('link', { name: '2' });
    expect(counts.map((link) => link.getAttribute('href'))).toEqual([
      '/seller/products?stock=low',
      '/seller/products?status=draft',
    ]);
  });
});
