import type { CategoryCreate } from '@souq/domain/schemas/admin-categories';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/query';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type AdminCategoryRow = { category: CategoryRow; productCount: number };

/**
 * Every product filed under the category that is not archived, shown or not (the operator's
 * question is "what would leave the shelves", not "what shoppers see now"). Written with
 * table-qualified names: inside the subquery a bare "id" would be the product's.
 */
const productCount = sql<number>`(
  select count(*)::int from "products" p
  where p."category_id" = "categories"."id" and p."status" <> 'archived'
)`;

const order = [asc(categories.sortOrder), asc(categories.name), asc(categories.id)];

export interface CategoryChanges {
  name?: string;
  slug?: string;
  description?: string | null;
  icon?: string | null;
  color?: string | null;
  isActive?: boolean;
}

/** Categories as an administrator sees and changes them: all of them, in their order. */
export function adminCategoryRepository(db: Db) {
  const read = (executor: Executor) =>
    executor.select({ category: categories, productCount }).from(categories);

  return {
    list: (executor: Executor = db): Promise<AdminCategoryRow[]> =>
      read(executor).orderBy(...order),

    async find(executor: Executor, id: string): Promise<AdminCategoryRow | null> {
      const [row] = await read(executor).where(eq(categories.id, id));
      return row ?? null;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Locks every category: a reorder and a create (which appends) see one settled list. */
    async lockAll(tx: Tx): Promise<{ id: string; slug: string; sortOrder: number }[]> {
      return tx
        .select({ id: categories.id, slug: categories.slug, sortOrder: categories.sortOrder })
        .from(categories)
        .orderBy(...order)
        .for('update');
    },

    async insert(tx: Tx, input: CategoryCreate, sortOrder: number): Promise<string> {
      const [row] = await tx
        .insert(categories)
        .values({
          name: input.name,
          slug: input.slug,
          description: input.description ?? null,
          icon: input.icon ?? null,
          color: input.color ?? null,
          isActive: input.is_active,
          sortOrder,
        })
        .returning({ id: categories.id });
      return row!.id;
    },

    async lock(tx: Tx, id: string): Promise<CategoryRow | null> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row ?? null;
    },

    async update(tx: Tx, id: string, changes: CategoryChanges): Promise<void> {
      await tx.update(categories).set(changes).where(eq(categories.id, id));
    },

    /** sort_order 0..n-1 in the given order; a few hundred rows at most (MAX_CATEGORIES). */
    async setOrder(tx: Tx, ids: readonly string[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await tx.update(categories).set({ sortOrder: index }).where(eq(categories.id, id));
      }
    },
  };
}
export type AdminCategoryRepository = ReturnType<typeof adminCategoryRepository>;
