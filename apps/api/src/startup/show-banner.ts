import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { lanAddress } from '../http/local-network';
import { mailDelivery } from '../modules/mail';
import { listenUrls, startupBanner } from './banner';
import { postgresAddress } from './postgres-address';

/** Prints the start-up banner (banner.ts) for this server to stdout, once it listens. */
export async function showBanner(config: Config, database: Database): Promise<void> {
  // The demo accounts sign in outside production only (decision 011); their list is loaded
  // only to be printed.
  const demo =
    !config.isProduction && config.seedDemo
      ? await import('../seed/data/accounts').then(({ DEMO_PASSWORD, seedAccounts }) => ({
          emails: seedAccounts.map((account) => account.email),
          password: DEMO_PASSWORD,
        }))
      : null;
  const lines = startupBanner({
    mode: config.nodeEnv,
    ...listenUrls(config.host, config.port, lanAddress()),
    publicUrl: config.publicUrl,
    database:
      database.kind === 'postgres' && config.databaseUrl
        ? `PostgreSQL at ${postgresAddress(config.databaseUrl)}`
        : `embedded PGlite in ${join(config.dataDir, 'db')}`,
    mail: mailDelivery(config),
    demo,
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}
