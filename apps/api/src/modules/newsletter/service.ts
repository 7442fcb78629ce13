import { unsubscribeText } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import { toCsv } from '@souq/domain/product-csv';
import type {
  AdminSubscriberList,
  AdminSubscriberListQuery,
  NewsletterSubscription,
  NewsletterUnsubscribe,
  NewsletterUnsubscribeState,
} from '@souq/domain/schemas/newsletter';
import { AppError } from '../../http/app-error';
import type { AdminAudit } from '../admin-audit';
import type { NewsletterRepository } from './repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * The export's header row. Plain ASCII on purpose: mailing tools turn column names into merge
 * fields ({{unsubscribe_url}}), which Arabic names would make awkward to type.
 */
const CSV_COLUMNS = ['email', 'subscribed_at', 'unsubscribe_url'];

interface NewsletterDeps {
  tokens: UnsubscribeTokens;
  publicUrl: string;
  audit: Pick<AdminAudit, 'record'>;
}

export function newsletterService(
  repository: NewsletterRepository,
  { tokens, publicUrl, audit }: NewsletterDeps,
) {
  const unsubscribeUrl = (email: string) =>
    new URL(
      paths.web.newsletterUnsubscribe({ email, token: tokens.sign(email) }),
      publicUrl,
    ).toString();

  /** A link we did not write changes nothing and says so in Arabic. */
  const checked = ({ email, token }: NewsletterUnsubscribe): string => {
    if (!tokens.verify(email, token))
      throw new AppError('INVALID_TOKEN', unsubscribeText.invalidLink);
    return email;
  };

  return {
    /** Subscribing twice is not an error: the shopper sees the same thank-you. */
    async subscribe({ email }: NewsletterSubscription): Promise<{ created: boolean }> {
      return { created: await repository.subscribe(email) };
    },

    /** The link's check (GET): the address it names and whether it still receives the mail. */
    async unsubscribeState(link: NewsletterUnsubscribe): Promise<NewsletterUnsubscribeState> {
      const email = checked(link);
      return { email, subscribed: await repository.isSubscribed(email) };
    },

    /**
     * The person's choice (POST): the subscription goes. Idempotent: a second click, or an
     * address an administrator already removed, is the same success. Subscribing again later
     * simply adds the address back.
     */
    async unsubscribe(link: NewsletterUnsubscribe): Promise<NewsletterUnsubscribeState> {
      const email = checked(link);
      await repository.unsubscribe(email);
      return { email, subscribed: false };
    },

    unsubscribeUrl,

    async list(query: AdminSubscriberListQuery): Promise<AdminSubscriberList> {
      const { rows, count } = await repository.list(query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          created_at: row.createdAt.toISOString(),
        })),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Every current subscriber with their own unsubscribe link, for the operator's mailing tool. */
    async csv(): Promise<{ csv: string; count: number }> {
      const rows = await repository.all();
      const csv = toCsv([
        CSV_COLUMNS,
        ...rows.map((row) => [row.email, row.createdAt.toISOString(), unsubscribeUrl(row.email)]),
      ]);
      return { csv, count: rows.length };
    },

    /** An administrator removes a subscriber; the audit entry is written in the same transaction. */
    async remove(id: string, by: { userId: string; email: string }): Promise<void> {
      await repository.transaction(async (tx) => {
        const removed = await repository.remove(tx, id);
        if (!removed) throw new AppError('NOT_FOUND');
        await audit.record(tx, {
          by,
          action: 'newsletter.remove',
          target: { type: 'newsletter', id, label: removed.email },
        });
      });
    },
  };
}
export type NewsletterService = ReturnType<typeof newsletterService>;
