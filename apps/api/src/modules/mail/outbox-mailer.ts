import type { FastifyBaseLogger } from 'fastify';
import { extractLinks } from './links';
import type { Mailer } from './mailer';
import type { MailRepository } from './repository';

/**
 * Without SMTP, mail is stored in mail_outbox (browsable at /dev/outbox outside production)
 * and announced with one log line. The link in that line carries a one-time token, so it is
 * printed only outside production, where following it from the terminal is the whole point.
 */
export function outboxMailer(
  repository: MailRepository,
  log: FastifyBaseLogger,
  options: { showLinksInLog: boolean },
): Mailer {
  return {
    async send(message) {
      const links = extractLinks(message.text, message.html);
      await repository.store(message, links);
      const link = options.showLinksInLog ? (links[0] ?? '') : '(link withheld in production)';
      log.info(`mail to ${message.to}: ${message.subject} ${link}`.trim());
    },
  };
}
