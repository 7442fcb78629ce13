import { paths } from '@souq/domain/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SouqModule } from '../context';
import { outboxMailer } from './outbox-mailer';
import { mailRepository } from './repository';
import { devOutboxRoutes } from './routes';
import { type MailQueue, mailQueue, outboxReader } from './service';
import { smtpMailer } from './smtp-mailer';

export type { MailQueue } from './service';

/**
 * The queue every module mails through (the module context holds it): SMTP when SMTP_URL is
 * set, otherwise the outbox table; either way sent off the request path.
 */
export function createMailQueue(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): MailQueue {
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(mailRepository(database.db), log, { showLinksInLog: !config.isProduction });
  return mailQueue(mailer, log);
}

/**
 * Mail already accepted is delivered before the app closes (the database closes after it), and
 * outside production the dev outbox shows what would have been sent.
 */
export const mailModule: SouqModule = async (app, { config, database, mail }) => {
  app.addHook('onClose', () => mail.drain());
  if (config.isProduction) return;
  await app.register(devOutboxRoutes, { outbox: outboxReader(mailRepository(database.db)) });
};

/** One start-up line saying where mail goes (never the SMTP credentials). */
export function mailDelivery(config: Config): string {
  if (config.smtpUrl) {
    const smtp = new URL(config.smtpUrl);
    return `mail is sent through SMTP at ${smtp.hostname}:${smtp.port || (smtp.protocol === 'smtps:' ? 465 : 587)}`;
  }
  if (config.isProduction) {
    return 'mail is NOT sent (SMTP_URL is unset): messages are only kept in the mail_outbox table';
  }
  return `mail is NOT sent (SMTP_URL is unset): read it at ${config.publicUrl}${paths.api.devOutbox()} from this machine only`;
}
