import { mailText as t } from '@souq/domain/locales/ar/mail';
import { escapeHtml } from '../../http/escape-html';
import type { OutboxMessage } from './schemas';

/** A plain Arabic page listing the outbox, newest first, every link clickable. */
export function outboxPage(entries: OutboxMessage[]): string {
  const items = entries.map(
    (mail) => `<li style="border:1px solid #d9dee3;border-radius:8px;padding:12px;margin:0 0 12px">
<h2 style="font-size:16px;margin:0 0 6px">${escapeHtml(mail.subject)}</h2>
<p style="margin:0;color:#52606d">${escapeHtml(t.outboxTo)}: <span dir="ltr">${escapeHtml(mail.to)}</span> — ${escapeHtml(t.outboxAt)}: <time dir="ltr">${escapeHtml(mail.created_at)}</time></p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(mail.text)}</pre>
<p style="margin:0">${escapeHtml(t.outboxLinks)}:</p>
<ul dir="ltr">${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</li>`,
  );
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.outboxTitle)}</title></head>
<body style="font-family:system-ui,Tahoma,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.6">
<h1>${escapeHtml(t.outboxTitle)}</h1>
${items.length > 0 ? `<ol style="list-style:none;padding:0">${items.join('\n')}</ol>` : `<p>${escapeHtml(t.outboxEmpty)}</p>`}
</body>
</html>
`;
}
