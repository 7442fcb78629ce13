import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { serveEmbeddedAnswers } from '@/lib/preloaded-data';
import { ServerDrawing } from '@/lib/redirect';
import { clearResponseCache } from '@/lib/response-cache';

/**
 * The first screen of a public page as HTML, drawn by the same components the browser runs
 * (decision 038). The server puts it inside #root beside the answers it embeds; the browser
 * paints it with the stylesheet and hydrates it once the scripts are in, instead of painting
 * the boot splash and waiting for the scripts to draw anything (Lighthouse's "render delay").
 *
 * One page at a time: the answers and the response cache are module state, shared by every
 * screen, and a render awaits its lazy screens in between.
 */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * Renders that may wait behind the one running. Past that the page is served undrawn at
 * once (the server's fallback): under a burst the queue would only grow with renders whose
 * page has already given up waiting for them.
 */
export const MAX_WAITING_RENDERS = 8;

/**
 * React puts preloads for the screen's eager pictures before a screen drawn without its
 * document: inside the root they would not match what the browser's first render draws.
 * The page's own preloads (decision 025) are in its head.
 */
const HOISTED_PRELOADS = /^(?:<link [^>]*\/>)+/;

/** Made once: it keeps the route modules it has loaded. */
const handler = createStaticHandler(routes);

export function renderFirstScreen(
  url: string,
  answers: Record<string, unknown>,
): Promise<string | null> {
  if (waiting >= MAX_WAITING_RENDERS) return Promise.resolve(null);
  waiting += 1;
  const rendered = queue
    .then(() => render(url, answers))
    .finally(() => {
      waiting -= 1;
    });
  queue = rendered.catch(() => undefined);
  return rendered;
}

/**
 * The markup, or null when the page is not a plain 200 screen (a route's redirect, a screen's
 * <Redirect>, a thrown error).
 */
async function render(url: string, answers: Record<string, unknown>): Promise<string | null> {
  clearResponseCache();
  serveEmbeddedAnswers(answers);
  // Cleared after the render: its queries' garbage-collection timers would keep it alive.
  let queryClient: QueryClient | undefined;
  let failure: unknown;
  try {
    const context = await handler.query(new Request(new URL(url, 'http://souq.local')));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    queryClient = createQueryClient();
    const drawing = { redirected: false };
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerDrawing.Provider value={drawing}>
          <App queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </ServerDrawing.Provider>
      </StrictMode>,
      {
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    // The browser would draw such a screen again from scratch: the server's copy is no use.
    if (failure !== undefined) throw failure;
    let html = '';
    for await (const chunk of prelude) html += chunk;
    // A screen that sends the visitor elsewhere (a store-less user at /seller) is not the page.
    if (drawing.redirected) return null;
    return html.replace(HOISTED_PRELOADS, '');
  } finally {
    queryClient?.clear();
    serveEmbeddedAnswers(null);
    clearResponseCache();
  }
}
