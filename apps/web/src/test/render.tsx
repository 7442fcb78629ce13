import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
// The app's provider (react-router/dom): it can flush a navigation synchronously.
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { LazyToaster } from '@/app/lazy-toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';

/** A query client that fails fast: tests must not wait through retry back-offs. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders route objects in a memory router with a fresh query cache, auth state and toasts.
 * Screens link within the tree of the start path (/mobile/... or the web), as the tree's
 * layout would set; the app's own layouts, when rendered, set it themselves.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string | RouterEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = testQueryClient();
  const start = typeof initialPath === 'string' ? initialPath : initialPath.pathname;
  const tree = /^\/mobile(?:[/?#]|$)/.test(start)
    ? treePaths.mobile
    : /^\/seller(?:[/?#]|$)/.test(start)
      ? treePaths.seller
      : treePaths.web;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <TreePathsProvider paths={tree}>
          <RouterProvider router={router} />
        </TreePathsProvider>
      </AuthProvider>
      <LazyToaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** A start location with router state (e.g. `{ from }` for the auth screen). */
type RouterEntry = { pathname: string; search?: string; state?: unknown };

/** Renders one element at `path` (query allowed), with a catch-all route to observe navigation. */
export function renderAt(element: ReactNode, path = '/') {
  const [pathname = '/'] = path.split('?');
  return renderRoutes(
    [
      { path: pathname, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

type Responder = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch by path; unknown paths answer 404 like a server without that route. */
export function stubFetch(responders: Record<string, Responder>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const responder = responders[path];
    return responder ? responder(init) : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The calls a fetch stub received for one path (the session check /api/me aside). */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => [String(input), init] as const)
    .filter(([url]) => url.split('?')[0] === path);
}
