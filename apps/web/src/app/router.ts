import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * `hydrating`: the first screen is the server's (decision 038). As for React Router's own
 * server rendering, the router is then told it hydrates (an empty `hydrationData`: no route
 * has a loader), so its scroll restoration leaves the page where it is on the first render.
 * Without it, a shopper who scrolled the drawn page before the app arrived was thrown back
 * to the top when it did, and a tap under way landed on whatever came under the finger.
 */
export function createAppRouter({ hydrating = false } = {}) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
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
