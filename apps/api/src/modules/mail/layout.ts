import { mailText as t } from '@souq/domain/locales/ar/mail';
import { escapeHtml } from '../../http/escape-html';
import type { MailMessage } from './mailer';

/** One piece of a mail's body, rendered alike in the text and the HTML version. */
export type MailBlock =
  /** A paragraph; `strong` for the one line the reader must not miss. */
  | { text: string; strong?: boolean }
  /** "label: value". */
  | { label: string; value: string }
  /** A titled list of lines. */
  | { title: string; lines: string[] }
  /** The mail's action: a big button, then the bare link for clients that hide buttons. */
  | { button: string; url: string }
  /** A plain link with its label. */
  | { link: string; url: string }
  /** Small print. */
  | { note: string };

export interface MailContent {
  to: string;
  subject: string;
  /** Groups of blocks: a blank line (text) or a gap (HTML) between two groups. */
  sections: MailBlock[][];
}

const muted = 'font-size:13px;color:#52606d';

function blockText(block: MailBlock): string {
  if ('label' in block) return `${block.label}: ${block.value}`;
  if ('lines' in block) return [`${block.title}:`, ...block.lines].join('\n');
  if ('button' in block) return block.url;
  if ('link' in block) return `${block.link}: ${block.url}`;
  if ('note' in block) return block.note;
  return block.text;
}

function blockHtml(block: MailBlock): string {
  if ('label' in block) {
    return `<p style="margin:0 0 6px"><strong>${escapeHtml(block.label)}:</strong> ${escapeHtml(block.value)}</p>`;
  }
  if ('lines' in block) {
    const items = block.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
    return `<p style="margin:0 0 6px"><strong>${escapeHtml(block.title)}</strong></p>
<ul style="margin:0 0 12px;padding-inline-start:20px">${items}</ul>`;
  }
  if ('button' in block) {
    const href = escapeHtml(block.url);
    return `<p style="margin:0 0 20px"><a href="${href}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(block.button)}</a></p>
<p style="margin:0 0 8px;${muted}">${escapeHtml(t.linkFallback)}</p>
<p dir="ltr" style="margin:0 0 12px;font-size:13px;word-break:break-all;text-align:left"><a href="${href}">${href}</a></p>`;
  }
  if ('link' in block) {
    return `<p style="margin:0 0 12px"><a href="${escapeHtml(block.url)}">${escapeHtml(block.link)}</a></p>`;
  }
  if ('note' in block) return `<p style="margin:0 0 4px;${muted}">${escapeHtml(block.note)}</p>`;
  const text = escapeHtml(block.text);
  return `<p style="margin:0 0 12px;line-height:1.7">${block.strong ? `<strong>${text}</strong>` : text}</p>`;
}

/**
 * The one layout of every mail Souq sends: Arabic, right to left, inline styles only (mail
 * clients drop <style> and external CSS); the brand as header, the sections, the brand as
 * footer; the plain text says the same in the same order. Every text is escaped, and a link
 * appears only where a block puts one (the outbox and the tests read a mail's links).
 */
export function renderMail({ to, subject, sections }: MailContent): MailMessage {
  const text = [...sections.map((blocks) => blocks.map(blockText).join('\n')), t.brand].join(
    '\n\n',
  );
  const body = sections
    .map((blocks) => `<div style="margin:0 0 16px">\n${blocks.map(blockHtml).join('\n')}\n</div>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="margin:0;padding:24px;background:#f6f7f9;font-family:Tahoma,Arial,sans-serif;color:#1f2933;text-align:right">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.brand)}</h1>
${body}
<p style="margin:8px 0 0;padding-top:12px;border-top:1px solid #e4e7eb;${muted}">${escapeHtml(t.brand)}</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html };
}
