import { type APIRequestContext, expect } from '@playwright/test';

/** One message of the dev outbox (GET /dev/outbox.json, newest first). */
interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

async function newestTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`);
  if (!response.ok()) return undefined;
  const [newest] = (await response.json()) as OutboxMessage[];
  return newest;
}

/** The id of the newest message to `to` so far (to wait for the next one), or null. */
export async function lastMailId(request: APIRequestContext, to: string): Promise<string | null> {
  return (await newestTo(request, to))?.id ?? null;
}

/**
 * Polls the outbox until a message to `to` arrives that is newer than `after`, and returns
 * it. Mail goes out from a queue, so it may land a moment after the request that sent it.
 */
async function newestMail(
  request: APIRequestContext,
  to: string,
  after: string | null = null,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const newest = await newestTo(request, to);
        found = newest && newest.id !== after ? newest : undefined;
        return Boolean(found);
      },
      { message: `a new mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/**
 * The newest message's links as paths (plus query) on the server under test: mail links
 * carry PUBLIC_URL's origin, the tests talk to Playwright's baseURL.
 */
async function mailLinks(
  request: APIRequestContext,
  to: string,
  after: string | null = null,
): Promise<string[]> {
  const message = await newestMail(request, to, after);
  return message.links.map((link) => {
    const url = new URL(link);
    return url.pathname + url.search;
  });
}

/** The newest message's link whose path starts with `pathPrefix` (e.g. the verify endpoint). */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
  after: string | null = null,
): Promise<string> {
  const links = await mailLinks(request, to, after);
  const link = links.find((path) => path.startsWith(pathPrefix));
  expect(link, `a link to ${pathPrefix} in ${links.join(', ')}`).toBeTruthy();
  return link as string;
}
