import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Real delivery through SMTP_URL (smtp:// or smtps://, credentials inside the URL).
 * nodemailer (~12 MB of resident memory) is loaded at the first message, not at start-up:
 * most of a server's life sends no mail, and the outbox mode never loads it.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async () => (await import('nodemailer')).default.createTransport(smtpUrl);
  return {
    async send(message) {
      // A failed load is tried again with the next message, not remembered.
      transport ??= connect().catch((error) => {
        transport = undefined;
        throw error;
      });
      await (await transport).sendMail({ from, ...message });
    },
  };
}
