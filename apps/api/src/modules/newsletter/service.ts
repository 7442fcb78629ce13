import type { NewsletterSubscription } from '@souq/domain/schemas/newsletter';
import type { NewsletterRepository } from './repository';

export function newsletterService(repository: NewsletterRepository) {
  return {
    /** Subscribing twice is not an error: the shopper sees the same thank-you. */
    async subscribe({ email }: NewsletterSubscription): Promise<{ created: boolean }> {
      return { created: await repository.subscribe(email) };
    },
  };
}
export type NewsletterService = ReturnType<typeof newsletterService>;
