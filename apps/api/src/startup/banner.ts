import { startupText as ar } from '@souq/domain/locales/ar/startup';
import type { Config } from '../config';

/** What the banner tells, gathered by main.ts once the server listens. */
export interface BannerFacts {
  mode: Config['nodeEnv'];
  /** Where a browser on this machine opens it. */
  localUrl: string;
  /** Where a phone on the same network opens it; null when the server does not listen there. */
  lanUrl: string | null;
  /** PUBLIC_URL: shown when it is not the local URL (mail links are built from it). */
  publicUrl: string;
  /** The database's kind and place ("embedded PGlite in /srv/souq/data/db"). */
  database: string;
  /** How mail is delivered (modules/mail mailDelivery). */
  mail: string;
  /** The demo accounts, when the demo data is seeded and they can sign in. */
  demo: { emails: string[]; password: string } | null;
}

const everyAddress = new Set(['0.0.0.0', '::']);
const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The URLs to print for HOST and PORT: a server listening on every address (the default) is
 * http://localhost:PORT here and http://<LAN address>:PORT from a phone.
 */
export function listenUrls(host: string, port: number, lanAddress: string | null) {
  const everywhere = everyAddress.has(host);
  const local = everywhere || loopbackNames.has(host) ? 'localhost' : host;
  const shown = local.includes(':') ? `[${local}]` : local;
  return {
    localUrl: `http://${shown}:${port}`,
    lanUrl: everywhere && lanAddress ? `http://${lanAddress}:${port}` : null,
  };
}

/**
 * The few lines a newcomer reads after `npm start` on a terminal: where to open it (here and
 * from a phone), which database and where, how mail is delivered, the demo accounts. Each
 * label is English then Arabic: a line starting in English keeps a terminal's columns
 * left-to-right, and a bidi-aware terminal still shows the Arabic right-to-left. Pure, so a
 * test reads it as the newcomer would.
 */
export function startupBanner(facts: BannerFacts): string[] {
  const rows: [string, string, string][] = [['This computer', ar.thisComputer, facts.localUrl]];
  if (facts.lanUrl) rows.push(['Phone on your network', ar.phone, facts.lanUrl]);
  if (facts.publicUrl !== facts.localUrl) {
    rows.push(['Public address (PUBLIC_URL)', ar.publicAddress, facts.publicUrl]);
  }
  rows.push(['Database', ar.database, facts.database], ['Mail', ar.mail, facts.mail]);
  if (facts.demo) {
    rows.push(
      ['Demo accounts', ar.demoAccounts, facts.demo.emails.join('  ')],
      ['Password', ar.password, facts.demo.password],
    );
  }
  const labels = rows.map(([english, arabic]) => `${english} · ${arabic}`);
  const width = Math.max(...labels.map((label) => label.length));
  return [
    '',
    `  Souq is running · ${ar.running}   (${facts.mode} · ${ar.mode[facts.mode]})`,
    '',
    ...rows.map(([, , value], i) => `  ${labels[i]!.padEnd(width)}   ${value}`),
    '',
    `  Logs follow; LOG_LEVEL=debug adds one line per request · ${ar.logs}`,
    `  Stop: Ctrl+C · ${ar.stop} Ctrl+C`,
    '',
  ];
}
