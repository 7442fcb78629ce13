import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/query';
import { account, clients, savedAddresses, session, user } from '../db/schema';
import { hashPassword } from '../modules/auth/service/password-hash';
import { DEMO_PASSWORD, type SeedAccount, seedAccounts } from './data/accounts';
import { stableId } from './ids';
import { seededAt } from './reference-time';

/**
 * Creates the demo shopper, vendor and admin as Better Auth would after a confirmed sign-up:
 * a `user` row with email_verified, a 'credential' `account` holding the argon2id hash, and
 * for the shopper a `clients` profile with a Damascus address. Returns email -> user id.
 */
export async function ensureDemoAccounts(
  tx: Tx,
  accounts: SeedAccount[],
  options: { signIn: boolean } = { signIn: true },
): Promise<Map<string, string>> {
  await tx
    .insert(user)
    .values(
      accounts.map((demo) => {
        const createdAt = seededAt(160, `user:${demo.key}`);
        return {
          id: stableId('user', demo.email),
          name: demo.name,
          email: demo.email,
          emailVerified: true,
          role: demo.role,
          phone: demo.phone,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing();

  // Someone may have registered a demo email by hand before the first seed: reuse that id.
  const existing = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        accounts.map((demo) => demo.email),
      ),
    );
  const idByEmail = new Map(existing.map((row) => [row.email, row.id]));

  for (const demo of accounts) {
    const userId = idByEmail.get(demo.email);
    if (!userId) continue;
    if (options.signIn) await ensureCredential(tx, userId, demo.email);
    if (demo.client) await ensureClient(tx, userId, demo);
  }
  return idByEmail;
}

/**
 * The demo password is printed in the README, so in production no demo account may sign in:
 * their passwords and sessions are removed (the accounts and the stores they own stay). Run
 * at every production start, because a database that began as a laptop demo may be promoted.
 * Returns how many accounts were locked.
 */
export async function lockDemoAccounts(db: Db): Promise<number> {
  const demoUsers = db
    .select({ id: user.id })
    .from(user)
    .where(
      inArray(
        user.email,
        seedAccounts.map((demo) => demo.email),
      ),
    );
  const locked = await db
    .delete(account)
    .where(and(inArray(account.userId, demoUsers), eq(account.providerId, 'credential')))
    .returning({ userId: account.userId });
  await db.delete(session).where(inArray(session.userId, demoUsers));
  return locked.length;
}

/** argon2id is slow on purpose: hash only when the credential row is really missing. */
async function ensureCredential(tx: Tx, userId: string, email: string) {
  const [present] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (present) return;
  const createdAt = seededAt(160, `account:${email}`);
  await tx
    .insert(account)
    .values({
      id: stableId('account', email),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(DEMO_PASSWORD),
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing();
}

async function ensureClient(tx: Tx, userId: string, demo: SeedAccount) {
  const place = demo.client;
  if (!place) return;
  const createdAt = seededAt(160, `client:${demo.email}`);
  await tx
    .insert(clients)
    .values({
      id: userId,
      type: 'shopper',
      name: demo.name,
      phone: demo.phone,
      email: demo.email,
      address: place.address,
      formattedAddress: place.formattedAddress,
      deliveryNotes: place.deliveryNotes,
      latitude: place.latitude,
      longitude: place.longitude,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing();
  // The same place as a saved default address, so checkout works without typing one.
  await tx
    .insert(savedAddresses)
    .values({
      id: stableId('address', `${demo.email}/home`),
      userId,
      title: 'المنزل',
      street: place.address,
      city: 'دمشق',
      country: 'Syria',
      formattedAddress: place.formattedAddress,
      latitude: place.latitude,
      longitude: place.longitude,
      deliveryNotes: place.deliveryNotes,
      isDefault: true,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing();
}
