import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy routes of the current URL into the route table before the router is made,
 * as React Router asks for hydration: a router with lazy matches starts uninitialised and
 * renders its HydrateFallback (the boot splash), which would not match the server's HTML.
 */
export async function loadFirstScreenRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
