import { mailText } from '@souq/domain/locales/ar/mail';
import { describe, expect, it } from 'vitest';
import { extractLinks } from '../mail/links';
import { resetPasswordMail, verificationMail } from './mails';

describe('auth mails', () => {
  const url = 'https://souq.test/api/auth/verify-email?token=x.y&callbackURL=%2Fauth';

  it('writes a right-to-left Arabic message whose only link is the action link', () => {
    const mail = verificationMail({ to: 'a@b.co', name: 'سارة', url });
    expect(mail.subject).toBe(mailText.verifySubject);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain(url);
    expect(extractLinks(mail.text, mail.html)).toEqual([url]);
  });

  it('escapes the name so a crafted name cannot inject markup', () => {
    const mail = resetPasswordMail({ to: 'a@b.co', name: '<img src=x onerror=alert(1)>', url });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
    expect(mail.subject).toBe(mailText.resetSubject);
  });
});
