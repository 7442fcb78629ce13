import { mailText as t } from '@souq/domain/locales/ar/mail';
import { renderMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

interface ActionMail {
  to: string;
  name: string;
  url: string;
}

/** A greeting, why we write, the one action, and small print on the link's life. */
function actionMail(to: string, subject: string, intro: string, button: string, mail: ActionMail) {
  return renderMail({
    to,
    subject,
    sections: [
      [{ text: t.greeting(mail.name) }],
      [{ text: intro }],
      [{ button, url: mail.url }],
      [{ note: t.expiresNote }, { note: t.ignoreNote }],
    ],
  });
}

/** The confirmation link sent at sign-up (and again when an unconfirmed account logs in). */
export function verificationMail(mail: ActionMail): MailMessage {
  return actionMail(mail.to, t.verifySubject, t.verifyIntro, t.verifyButton, mail);
}

/** The password-reset link; it leads to the web form /auth?mode=reset. */
export function resetPasswordMail(mail: ActionMail): MailMessage {
  return actionMail(mail.to, t.resetSubject, t.resetIntro, t.resetButton, mail);
}
