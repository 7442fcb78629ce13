import { mailText as t } from '@souq/domain/locales/ar/mail';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

interface ActionMail {
  to: string;
  name: string;
  url: string;
}

/** The confirmation link sent at sign-up (and again when an unconfirmed account logs in). */
export function verificationMail({ to, name, url }: ActionMail): MailMessage {
  return actionMail(to, t.verifySubject, name, t.verifyIntro, t.verifyButton, url);
}

/** The password-reset link; it leads to the web form /auth?mode=reset. */
export function resetPasswordMail({ to, name, url }: ActionMail): MailMessage {
  return actionMail(to, t.resetSubject, name, t.resetIntro, t.resetButton, url);
}

/**
 * One layout for both: right-to-left, inline styles only (mail clients drop <style> and
 * external CSS), a big button and the bare link for clients that hide buttons.
 */
function actionMail(
  to: string,
  subject: string,
  name: string,
  intro: string,
  button: string,
  url: string,
): MailMessage {
  const text = [
    t.greeting(name),
    '',
    intro,
    '',
    url,
    '',
    t.expiresNote,
    t.ignoreNote,
    '',
    t.brand,
  ].join('\n');
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="margin:0;padding:24px;background:#f6f7f9;font-family:Tahoma,Arial,sans-serif;color:#1f2933;text-align:right">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.brand)}</h1>
<p style="margin:0 0 12px">${escapeHtml(t.greeting(name))}</p>
<p style="margin:0 0 20px;line-height:1.7">${escapeHtml(intro)}</p>
<p style="margin:0 0 20px"><a href="${href}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">${escapeHtml(t.linkFallback)}</p>
<p dir="ltr" style="margin:0 0 20px;font-size:13px;word-break:break-all;text-align:left"><a href="${href}">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(t.expiresNote)} ${escapeHtml(t.ignoreNote)}</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html };
}
