import { common } from '@souq/domain/locales/ar/common';
import { routeTitles } from '@souq/domain/locales/ar/routes';
import { paths } from '@souq/domain/paths';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { renderRoutes, stubFetch } from '@/test/render';
import { routes } from './routes';

beforeEach(() => stubFetch({ '/api/me': guestAnswer }));
afterEach(() => vi.unstubAllGlobals());

/** Every typed path of every tree, with a sample id where the path takes one. */
const everyPath = [
  ...Object.values(paths.web).map((build) => build('id-1' as never)),
  ...Object.values(paths.mobile).map((build) => build('id-1' as never)),
  ...Object.values(paths.seller).map((build) => build('id-1' as never)),
  ...Object.values(paths.admin).map((build) => build('id-1' as never)),
];

describe('routes', () => {
  it.each(everyPath)('registers %s as a real screen, not the catch-all', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy).toBeTypeOf('function');
  });

  it('renders the 404 page with a link home for an unknown web path', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.notFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: common.backHome }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('renders the mobile not-found screen, linking to /mobile, for an unknown mobile path', async () => {
    renderRoutes(routes, '/mobile/no-such-screen');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.notFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: common.backHome }).getAttribute('href')).toBe(
      '/mobile',
    );
  });

  it('titles every screen in Arabic, e.g. /cart', async () => {
    renderRoutes(routes, '/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: routeTitles.web.cart }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${routeTitles.web.cart} | سوق`));
  });

  it('shows the bottom navigation on the mobile tree only', async () => {
    renderRoutes(routes, '/mobile');
    expect(await screen.findByRole('navigation', { name: 'التنقل السفلي' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'الرئيسية' });
    expect(home.getAttribute('aria-current')).toBe('page');
  });
});
