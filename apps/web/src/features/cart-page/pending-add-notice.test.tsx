import { cartText } from '@souq/domain/locales/ar/cart';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPendingAdd, savePendingAdd } from '@/features/cart/pending-add';
import { renderAt } from '@/test/render';
import { cartItemFixture } from './cart-item.fixture';
import { PendingAddNotice } from './pending-add-notice';

const t = cartText.pendingAdd;

describe('PendingAddNotice', () => {
  it('shows nothing when no add waits', () => {
    renderAt(<PendingAddNotice />, '/auth');
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it('names the product, variant and quantity that will be added after signing in', () => {
    const item = cartItemFixture({ name: 'قميص كتان', variantName: 'أزرق - L', quantity: 2 });
    savePendingAdd(item, '/product/p1');
    renderAt(<PendingAddNotice />, '/auth');
    const notice = screen.getByRole('complementary', { name: t.title });
    expect(notice.textContent).toContain(t.text('قميص كتان - أزرق - L', 2));
    expect(notice.textContent).toContain('قطعتان');
  });

  it('gives the add up and goes back to the page it was asked on', async () => {
    savePendingAdd(cartItemFixture(), '/product/p1?from=search');
    const { router } = renderAt(<PendingAddNotice />, '/auth');
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(readPendingAdd()).toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/product/p1?from=search',
    );
  });
});
