/** One outgoing message; html is the rich version, text the plain fallback. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: SMTP in production, the outbox table on a laptop. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
