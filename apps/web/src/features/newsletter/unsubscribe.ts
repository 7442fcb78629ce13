import { paths } from '@souq/domain/paths';
import type {
  NewsletterUnsubscribe,
  NewsletterUnsubscribeState,
} from '@souq/domain/schemas/newsletter';
import { http } from '@/lib/http';

/** POST /api/newsletter/unsubscribe: the person confirmed; the link's token is the proof. */
export function unsubscribeFromNewsletter(
  link: NewsletterUnsubscribe,
): Promise<NewsletterUnsubscribeState> {
  return http(paths.api.newsletterUnsubscribe(), { method: 'POST', body: link });
}
