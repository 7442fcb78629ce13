import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
} from '@souq/domain/orders';
import { derivedPaymentStatus } from '@souq/domain/payment-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from './helpers/migration-steps';

/**
 * Migration 0008 (payment status, delivery fee rule) on a database the previous release wrote:
 * every order gets the payment status its method and status imply (payment-status.ts
 * derivedPaymentStatus), and no store has a fee rule (fees stay unknown).
 */
describe('migration 0008 gives older orders a payment status', () => {
  let dir: string;
  let client: EmptyDatabase;

  const one = async <T>(query: string, params: unknown[] = []) =>
    (await client.query<T>(query, params)).rows[0]!;
  const cases: [PaymentMethod, OrderStatus][] = paymentMethods.flatMap((method) =>
    orderStatuses.map((status): [PaymentMethod, OrderStatus] => [method, status]),
  );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0008-'));
    const upTo0007 = await migrationsBefore('0008_', dir);
    client = await emptyDatabase('m8');
    await client.migrate(upTo0007);
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'سارة', 'buyer@m8.test', true, now(), now())`,
    );
    const store = await one<{ id: string }>(
      `insert into vendor_profiles (vendor_name) values ('متجر') returning id`,
    );
    for (const [method, status] of cases) {
      await client.query(
        `insert into orders (customer_id, vendor_id, status, currency, subtotal_amount,
           total_amount, payment_method, delivery_requested, customer_contact_info, notes)
         values ('u1', $1, $2, 'SYP', 1000, 1000, $3, false, '{}', $4)`,
        [store.id, status, method, `${method} ${status}`],
      );
    }
    await client.migrate();
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("derives each order's payment status from its method and status", async () => {
    const rows = (
      await client.query<{ notes: string; payment_status: string }>(
        'select notes, payment_status from orders',
      )
    ).rows;
    expect(rows).toHaveLength(cases.length);
    const byCase = Object.fromEntries(rows.map((row) => [row.notes, row.payment_status]));
    for (const [method, status] of cases) {
      expect(byCase[`${method} ${status}`], `${method} ${status}`).toBe(
        derivedPaymentStatus(method, status),
      );
    }
  });

  it('leaves every store without a fee rule, and checks payment statuses from now on', async () => {
    const store = await one<{ rule: unknown }>(
      'select delivery_fee_rule as rule from vendor_profiles',
    );
    expect(store.rule).toBeNull();
    await expect(client.query(`update orders set payment_status = 'maybe'`)).rejects.toThrow(
      /orders_payment_status/,
    );
  });
});
