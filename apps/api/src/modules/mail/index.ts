import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type MailQueue, mailQueue } from './mail-queue';
import { outboxMailer } from './outbox-mailer';
import { mailRepository } from './repository';
import { smtpMailer } from './smtp-mailer';

export type { MailQueue } from './mail-queue';

/** SMTP when SMTP_URL is set, otherwise the outbox table; either way sent off the request path. */
export function createMail(config: Config, database: Database, log: FastifyBaseLogger): MailQueue {
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(mailRepository(database.db), log, { showLinksInLog: !config.isProduction });
  return mailQueue(mailer, log);
}
