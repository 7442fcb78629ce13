import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

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
