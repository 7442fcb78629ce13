import { PRELOADED_DATA_ELEMENT_ID, PRELOADED_DATA_MAX_AGE_MS } from '@souq/domain/page-preload';

/**
 * The API answers the server embedded in this page's HTML (see @souq/domain/page-preload),
 * read once and handed out once per URL: a later request for the same URL (a refetch, a
 * retry) goes to the network as usual. Answers are only used while the page is young.
 */
let answers: Map<string, unknown> | null = null;
/** Set while the server draws a page (entry-server.tsx): its answers, whatever their age. */
let serverAnswers: Map<string, unknown> | null = null;

/**
 * The server's render of a page reads the answers it is about to embed, and every screen
 * that asks for one gets it (each render is a whole page, drawn once); null ends the render.
 */
export function serveEmbeddedAnswers(embedded: Record<string, unknown> | null): void {
  serverAnswers = embedded ? new Map(Object.entries(embedded)) : null;
}

function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(PRELOADED_DATA_ELEMENT_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? 'null');
    if (parsed && typeof parsed === 'object') {
      for (const [url, value] of Object.entries(parsed)) answers.set(url, value);
    }
  } catch {
    // a damaged block only costs the request it would have saved
  }
  element?.remove();
  return answers;
}

/** The embedded answer for a GET path, or undefined (then ask the API). */
export function takePreloaded(url: string): unknown {
  if (serverAnswers) return serverAnswers.get(url);
  const embedded = embeddedAnswers();
  if (!embedded.has(url)) return undefined;
  const value = embedded.get(url);
  embedded.delete(url);
  return performance.now() <= PRELOADED_DATA_MAX_AGE_MS ? value : undefined;
}

/**
 * Sign-out: answers the page brought for the visitor's session (the seller console's) must not
 * serve whoever signs in next on this page.
 */
export function forgetPreloadedData(): void {
  answers = new Map();
  document.getElementById(PRELOADED_DATA_ELEMENT_ID)?.remove();
}

/** Tests: read the page again. */
export function resetPreloadedData(): void {
  answers = null;
}
