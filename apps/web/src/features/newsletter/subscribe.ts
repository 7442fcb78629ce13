import { paths } from '@souq/domain/paths';
import type { NewsletterSubscription } from '@souq/domain/schemas/newsletter';
import { http } from '@/lib/http';

/**
 * Decision (docs/design.md "Decisions where the spec is silent or shows a defect"): the newsletter
 * email is stored, deduplicated, by the API.
 */
export function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<unknown> {
  return http(paths.api.newsletter(), { method: 'POST', body: subscription });
}

/**
 * The shared schema, fetched when first needed: zod stays out of the landing page's
 * initial download, which matters on slow mobile data.
 */
const loadSchema = () => import('@souq/domain/schemas/newsletter');

/** Called when the email field gets focus, so the schema is there by the time of submit. */
export function preloadSubscriptionSchema(): void {
  loadSchema().catch(() => undefined); // a failure resurfaces, and is handled, at submit
}

export async function parseSubscription(email: string): Promise<NewsletterSubscription | null> {
  const { newsletterSubscription } = await loadSchema();
  const parsed = newsletterSubscription.safeParse({ email });
  return parsed.success ? parsed.data : null;
}
