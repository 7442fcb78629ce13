import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real delivery through SMTP_URL (smtp:// or smtps://, credentials inside the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
