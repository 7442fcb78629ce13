import { adminAuditText as t } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminAction } from '@souq/domain/schemas/admin-actions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Actions } from './actions';

const entry = (overrides: Partial<AdminAction>): AdminAction => ({
  id: crypto.randomUUID(),
  admin_email: 'admin@souq.test',
  action: 'store.suspend',
  target_type: 'store',
  target_id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  target_label: 'حلويات الشام',
  reason: 'بضاعة مقلدة',
  details: null,
  created_at: '2026-11-24T08:30:00.000Z',
  ...overrides,
});
const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));
const render = () =>
  renderRoutes([{ path: '/admin/actions', element: <Actions /> }], '/admin/actions');

describe('/admin/actions', () => {
  it('lists who did what to which store, when and why, newest first', async () => {
    stubFetch({
      '/api/me': admin,
      [paths.api.adminActions()]: () =>
        json({
          data: [entry({}), entry({ action: 'store.approve', reason: null, admin_email: 'shell' })],
          count: 2,
          limit: 30,
          offset: 0,
        }),
    });
    render();
    const [suspended, approved] = await screen.findAllByRole('listitem');
    expect(suspended!.textContent).toContain(`${t.actions['store.suspend']}: «حلويات الشام»`);
    expect(suspended!.textContent).toContain('admin@souq.test');
    expect(suspended!.textContent).toContain(`${t.reason}: بضاعة مقلدة`);
    expect(within(suspended!).getByText(/2026/).getAttribute('datetime')).toBe(
      '2026-11-24T08:30:00.000Z',
    );
    expect(approved!.textContent).toContain(t.shell);
    expect(approved!.textContent).not.toContain(t.reason);
  });

  it('filters by what was acted on, searches, and says when nothing matches', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminActions()]: () => json({ data: [], count: 0, limit: 30, offset: 0 }),
    });
    const { router } = render();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(t.filterLabel), t.targets.store);
    expect(await screen.findByText(t.noResults)).toBeTruthy();
    expect(router.state.location.search).toBe('?target=store');
    const last = callsTo(fetchMock, paths.api.adminActions()).at(-1)!;
    expect(new URL(last[0], 'http://x').searchParams.get('target_type')).toBe('store');
  });
});
