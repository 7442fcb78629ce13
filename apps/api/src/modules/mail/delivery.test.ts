import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailDelivery } from './index';

describe('mailDelivery (the start-up line)', () => {
  it('names the SMTP host, never its credentials', () => {
    const line = mailDelivery(loadConfig({ SMTP_URL: 'smtps://user:hunter2@mail.example.org' }));
    expect(line).toBe('mail is sent through SMTP at mail.example.org:465');
  });

  it('says that nothing is sent, and where to read it, without SMTP', () => {
    expect(mailDelivery(loadConfig({}))).toMatch(
      /NOT sent.*http:\/\/localhost:3000\/dev\/outbox from this machine only/,
    );
  });
});
