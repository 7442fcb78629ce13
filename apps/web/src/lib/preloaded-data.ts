import { PRELOADED_DATA_ELEMENT_ID, PRELOADED_DATA_MAX_AGE_MS } from '@souq/domain/page-preload';

/**
 * The API answers the server embedded in this page's HTML (see @souq/domain/page-preload),
 * read once and handed out once per URL: a later request for the same URL (a refetch, a
 * retry) goes to the network as usual. Answers are only used while the page is young.
 */
let answers: Map<string, unknown> | null = null;

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
  const embedded = embeddedAnswers();
  if (!embedded.has(url)) return undefined;
  const value = embedded.get(url);
  embedded.delete(url);
  return performance.now() <= PRELOADED_DATA_MAX_AGE_MS ? value : undefined;
}

/** Tests: read the page again. */
export function resetPreloadedData(): void {
  answers = null;
}
