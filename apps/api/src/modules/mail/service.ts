import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';
import { toOutboxMessage } from './mappers';
import type { MailRepository } from './repository';

/**
 * Sends mail off the request path: the caller returns at once, so a slow SMTP server neither
 * delays the answer nor tells an observer whether an address exists (password reset).
 * drain() lets the server finish what it started before it closes the database.
 */
export function mailQueue(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message: MailMessage): void {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail not sent'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type MailQueue = ReturnType<typeof mailQueue>;

/** What the dev outbox shows: stored messages, newest first, optionally for one recipient. */
export function outboxReader(repository: MailRepository) {
  return {
    async list(filter: { to?: string; limit: number }) {
      return (await repository.list(filter)).map(toOutboxMessage);
    },
  };
}
export type OutboxReader = ReturnType<typeof outboxReader>;
