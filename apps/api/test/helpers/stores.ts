import { paths } from '@souq/domain/paths';
import type { StoreDecisionInput } from '@souq/domain/schemas/seller-store';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { user } from '../../src/db/schema';
import type { TestApp } from './app';
import { type Browser, confirmedShopper } from './auth';

/** A complete store application (POST /api/seller/store). */
export const storeApplication = {
  vendor_name: 'متجر الياسمين',
  description: 'عطور وبخور من دمشق',
  phone_number: '+963 944 123 456',
  city: 'دمشق',
  formatted_address: 'دمشق، المزة، شارع الجلاء',
  latitude: 33.5,
  longitude: 36.27,
  delivery_radius_km: 8,
  offers_pickup: true,
  offers_delivery: false,
  shamcash_account: '0933 111 222',
  goldmasters_account: '',
};

/** A signed-in user who has applied for a store: the client and the pending store's id. */
export async function applicant(
  t: TestApp,
  email: string,
  values: Partial<typeof storeApplication> = {},
): Promise<{ client: Browser; storeId: string; userId: string }> {
  const client = await confirmedShopper(t.app, email);
  const res = await client.post(paths.api.sellerStore(), { ...storeApplication, ...values });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
  return { client, storeId: res.json().id, userId: row!.id };
}

/** An administrator's decision on a store, as the API takes it. */
export function decide(
  client: Browser,
  storeId: string,
  decision: 'approve' | 'reject' | 'suspend' | 'reinstate',
  reason?: string,
) {
  const body: StoreDecisionInput = reason ? { reason } : {};
  return client.post(paths.api.adminStoreDecision(storeId, decision), body);
}
