import { join } from 'node:path';
import { paths } from '@souq/domain/paths';
import { storeDecisionInput, storeStatuses } from '@souq/domain/schemas/seller-store';
import { type StoreVerb, storeVerbs } from '@souq/domain/store-status';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { persistedDevelopmentSecret } from '../development-secret';
import { AppError } from '../http/app-error';
import { notifyPublicChange } from '../http/public-changes';
import { createAdminAudit } from '../modules/admin-audit';
import { adminStoreRepository } from '../modules/admin-stores/repository';
import { adminStoreService } from '../modules/admin-stores/service';
import { createMailQueue } from '../modules/mail';

const usage = `usage: npm run stores -- list [pending|active|suspended|rejected]
       npm run stores -- approve|reject|suspend|reinstate <store id or owner e-mail> [reason]`;

/**
 * `npm run stores`: the administrator's store decisions from a shell, until the admin console
 * (decision 016). Same rules, history and owner mail as POST /api/admin/stores/{id}/…; the
 * decision is recorded without a user (decided_by_user_id null: the operator's shell). With
 * the embedded database (PGlite) the server must be stopped first (checked): one process owns
 * its data directory.
 * Servers on the same PostgreSQL hear of the decision (NOTIFY) and forget their public answers.
 */
async function main(args: string[]): Promise<number> {
  const [command, target, ...rest] = args;
  const config = loadConfig(process.env, { developmentSecret: persistedDevelopmentSecret });
  if (!config.databaseUrl && (await serverAnswers(config.port))) {
    return fail(
      `A Souq server answers on port ${config.port}: its embedded database under ${config.dataDir} ` +
        'belongs to that process. Stop it first, or decide through POST /api/admin/stores/{id}/….',
    );
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') },
  );
  const log = pino({ level: 'warn' });
  const mail = createMailQueue(config, database, log);
  try {
    await database.migrate();
    // Running servers on the same PostgreSQL forget their public answers at once.
    const notices: Promise<unknown>[] = [];
    const service = adminStoreService(adminStoreRepository(database.db), {
      mail,
      audit: createAdminAudit(database),
      publicUrl: config.publicUrl,
      publicChanges: { changed: () => notices.push(notifyPublicChange(database.db, 'cli')) },
    });
    if (command === 'list') {
      const status = storeStatuses.find((s) => s === target);
      if (target && !status) return fail(usage);
      for (let offset = 0; ; offset += 100) {
        const page = await service.list({ status, q: undefined, limit: 100, offset });
        for (const s of page.data) {
          console.log(
            [s.id, s.status, s.applied_at.slice(0, 10), s.owner_email ?? '-', s.vendor_name].join(
              '\t',
            ),
          );
        }
        if (offset + page.data.length >= page.count) break;
      }
      return 0;
    }
    const verb = storeVerbs.find((v) => v === command) as StoreVerb | undefined;
    if (!verb || !target) return fail(usage);
    const parsed = storeDecisionInput.safeParse({ reason: rest.join(' ') });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? usage);
    const id = await service.resolve(target);
    const store = await service.decide(id, verb, parsed.data.reason ?? null, null);
    await Promise.all(notices);
    console.log(`${store.id}\t${store.status}\t${store.vendor_name}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) return fail(`${error.code}: ${error.message}`);
    throw error;
  } finally {
    await mail.drain();
    await database.close();
  }
}

/**
 * PGlite keeps no lock a second process would see, and two processes writing one data
 * directory corrupt it: a server answering on this configuration's port is taken as the owner.
 */
async function serverAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}${paths.api.health()}`, {
      signal: AbortSignal.timeout(1000),
    });
    return true;
  } catch {
    return false;
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
