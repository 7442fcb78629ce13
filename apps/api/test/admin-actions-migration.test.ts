import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from './helpers/migration-steps';

/**
 * Migration 0011 on a database the previous release wrote: the decisions administrators made
 * on stores before the audit log existed join it (approve, suspend with its reason, reinstate),
 * while the owner's own application and resubmission do not.
 */
describe('migration 0011 brings earlier store decisions into the audit log', () => {
  let dir: string;
  let client: EmptyDatabase;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0011-'));
    const upTo0010 = await migrationsBefore('0011_', dir);
    client = await emptyDatabase('m11');
    await client.migrate(upTo0010);
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at) values
       ('owner', 'سامر', 'owner@m11.test', true, now(), now()),
       ('admin', 'Administrator', 'admin@m11.test', true, now(), now())`,
    );
    const store = (
      await client.query<{ id: string }>(
        `insert into vendor_profiles (vendor_name, owner_user_id) values ('متجر قديم', 'owner') returning id`,
      )
    ).rows[0]!;
    const changes: [string, string, string | null, string][] = [
      ['pending', 'owner', null, '2026-01-01'],
      ['active', 'admin', null, '2026-01-02'],
      ['suspended', 'admin', 'شكاوى', '2026-01-03'],
      ['active', 'admin', null, '2026-01-04'],
    ];
    for (const [status, by, reason, at] of changes) {
      await client.query(
        `insert into vendor_status_changes (vendor_id, status, reason, decided_by_user_id, created_at)
         values ($1, $2, $3, $4, $5::timestamptz)`,
        [store.id, status, reason, by, at],
      );
    }
    await client.migrate();
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs the admin decisions in order, with who and why, and not the application', async () => {
    const rows = (
      await client.query<Record<string, unknown>>(
        `select action, admin_email, target_label, reason from admin_actions order by created_at`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        action: 'store.approve',
        admin_email: 'admin@m11.test',
        target_label: 'متجر قديم',
        reason: null,
      },
      {
        action: 'store.suspend',
        admin_email: 'admin@m11.test',
        target_label: 'متجر قديم',
        reason: 'شكاوى',
      },
      {
        action: 'store.reinstate',
        admin_email: 'admin@m11.test',
        target_label: 'متجر قديم',
        reason: null,
      },
    ]);
  });
});
