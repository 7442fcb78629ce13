import { startupText as ar } from '@souq/domain/locales/ar/startup';
import { describe, expect, it } from 'vitest';
import { type BannerFacts, listenUrls, startupBanner } from './banner';

const laptop: BannerFacts = {
  mode: 'development',
  localUrl: 'http://localhost:3000',
  lanUrl: 'http://192.168.1.20:3000',
  publicUrl: 'http://localhost:3000',
  database: 'embedded PGlite in /home/me/souq/data/db',
  mail: 'mail is NOT sent (SMTP_URL is unset): read it at http://localhost:3000/dev/outbox from this machine only',
  demo: { emails: ['shopper@souq.test', 'vendor@souq.test'], password: 'souq-demo-1234' },
};

/** The value printed on the row whose label starts with `english`. */
const row = (lines: string[], english: string) =>
  lines.find((line) => line.trimStart().startsWith(`${english} · `))?.split(/ {3,}/)[1];

describe('startupBanner', () => {
  it('tells a newcomer where to open it, here and from a phone, in English and Arabic', () => {
    const lines = startupBanner(laptop);
    expect(lines.join('\n')).toContain(`Souq is running · ${ar.running}`);
    expect(lines.join('\n')).toContain(`(development · ${ar.mode.development})`);
    expect(row(lines, 'This computer')).toBe('http://localhost:3000');
    expect(row(lines, 'Phone on your network')).toBe('http://192.168.1.20:3000');
    expect(lines.some((line) => line.includes(`Phone on your network · ${ar.phone}`))).toBe(true);
    expect(row(lines, 'Database')).toBe('embedded PGlite in /home/me/souq/data/db');
    expect(row(lines, 'Mail')).toBe(laptop.mail);
    expect(row(lines, 'Demo accounts')).toBe('shopper@souq.test  vendor@souq.test');
    expect(row(lines, 'Password')).toBe('souq-demo-1234');
    expect(lines.some((line) => line.includes('Ctrl+C'))).toBe(true);
    // PUBLIC_URL is the local URL here: not said twice.
    expect(row(lines, 'Public address (PUBLIC_URL)')).toBeUndefined();
  });

  it('lines the values up in one column', () => {
    const lines = startupBanner(laptop);
    const values = [
      'http://localhost:3000',
      'http://192.168.1.20:3000',
      laptop.database,
      laptop.mail,
    ];
    const columns = values.map((value) => {
      const line = lines.find((candidate) => candidate.endsWith(value));
      return line?.length === undefined ? -1 : line.length - value.length;
    });
    expect(columns[0]).toBeGreaterThan(20);
    expect(new Set(columns).size).toBe(1);
  });

  it('leaves out what does not apply: no LAN address, no demo accounts; names PUBLIC_URL', () => {
    const lines = startupBanner({
      ...laptop,
      mode: 'production',
      lanUrl: null,
      publicUrl: 'https://souq.example',
      database: 'PostgreSQL at db.internal:5432/souq',
      demo: null,
    });
    const text = lines.join('\n');
    expect(text).toContain(`(production · ${ar.mode.production})`);
    expect(text).not.toContain('Phone on your network');
    expect(text).not.toContain('Demo accounts');
    expect(text).not.toContain('Password');
    expect(row(lines, 'Public address (PUBLIC_URL)')).toBe('https://souq.example');
    expect(row(lines, 'Database')).toBe('PostgreSQL at db.internal:5432/souq');
  });
});

describe('listenUrls', () => {
  it('listening on every address: localhost here, the LAN address from a phone', () => {
    expect(listenUrls('0.0.0.0', 3000, '192.168.1.20')).toEqual({
      localUrl: 'http://localhost:3000',
      lanUrl: 'http://192.168.1.20:3000',
    });
    expect(listenUrls('::', 8080, '10.0.0.5').lanUrl).toBe('http://10.0.0.5:8080');
  });

  it('no LAN URL when the machine has no network address or listens on loopback only', () => {
    expect(listenUrls('0.0.0.0', 3000, null).lanUrl).toBeNull();
    expect(listenUrls('127.0.0.1', 3000, '192.168.1.20')).toEqual({
      localUrl: 'http://localhost:3000',
      lanUrl: null,
    });
  });

  it('one address: that address', () => {
    expect(listenUrls('192.168.1.20', 3000, '192.168.1.20').localUrl).toBe(
      'http://192.168.1.20:3000',
    );
    expect(listenUrls('fd00::2', 3000, null).localUrl).toBe('http://[fd00::2]:3000');
  });
});
