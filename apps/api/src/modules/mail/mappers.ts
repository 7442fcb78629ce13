import type { MailRow } from './repository';
import type { OutboxMessage } from './schemas';

/** A stored message as the dev outbox shows it. */
export function toOutboxMessage(row: MailRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    created_at: row.createdAt.toISOString(),
  };
}
