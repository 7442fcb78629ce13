import { isFullOrder } from '@souq/domain/reorder';
import type {
  AdminCategory,
  AdminCategoryList,
  CategoryCreate,
  CategoryUpdate,
} from '@souq/domain/schemas/admin-categories';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { PublicChanges } from '../../http/public-changes';
import type { AdminAudit } from '../admin-audit';
import { toAdminCategory } from './mappers';
import type { AdminCategoryRepository, CategoryChanges, CategoryRow } from './repository';

interface AdminCategoryDeps {
  /** Every change joins the audit log in its own transaction. */
  audit: Pick<AdminAudit, 'record'>;
  /** The landing's tiles and the filters read categories through public caches. */
  publicChanges: Pick<PublicChanges, 'changed'>;
}

export interface Admin {
  userId: string;
  email: string;
}

/** The API's field names for the columns an update may change (the audit speaks the API's). */
const fieldOf: Record<keyof CategoryChanges, keyof CategoryUpdate> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  icon: 'icon',
  color: 'color',
  isActive: 'is_active',
};

/** The columns an update really changes, and each one's before and after (audit details). */
function changesOf(before: CategoryRow, input: CategoryUpdate) {
  const changes: Record<string, unknown> = {};
  const details: Record<string, { from: unknown; to: unknown }> = {};
  for (const [column, field] of Object.entries(fieldOf) as [
    keyof CategoryChanges,
    keyof CategoryUpdate,
  ][]) {
    const to = input[field];
    if (to === undefined || before[column] === to) continue;
    changes[column] = to;
    details[field] = { from: before[column], to };
  }
  return { changes: changes as CategoryChanges, details };
}

/** The operator's categories: list, create, change (deactivate included) and reorder. */
export function adminCategoryService(
  repository: AdminCategoryRepository,
  { audit, publicChanges }: AdminCategoryDeps,
) {
  /** Runs a change; a slug another category holds becomes 409 CATEGORY_SLUG_TAKEN. */
  const guarded = async <T>(slug: string | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CATEGORY_SLUG_TAKEN', undefined, { slug });
      throw error;
    }
  };

  return {
    async list(): Promise<AdminCategoryList> {
      const data = (await repository.list()).map(toAdminCategory);
      return { data, count: data.length };
    },

    /** A new category goes last; shoppers see it at once unless created inactive. */
    async create(input: CategoryCreate, by: Admin): Promise<AdminCategory> {
      const created = await guarded(input.slug, () =>
        repository.transaction(async (tx) => {
          const all = await repository.lockAll(tx);
          if (all.some((c) => c.slug === input.slug)) {
            throw new AppError('CATEGORY_SLUG_TAKEN', undefined, { slug: input.slug });
          }
          const last = Math.max(-1, ...all.map((c) => c.sortOrder));
          const id = await repository.insert(tx, input, last + 1);
          await audit.record(tx, {
            by,
            action: 'category.create',
            target: { type: 'category', id, label: input.name },
            details: { slug: input.slug, is_active: input.is_active },
          });
          return repository.find(tx, id);
        }),
      );
      publicChanges.changed();
      return toAdminCategory(created!);
    },

    /** Changes the fields sent; deactivating hides the category and keeps its products' link. */
    async update(id: string, input: CategoryUpdate, by: Admin): Promise<AdminCategory> {
      const updated = await guarded(input.slug, () =>
        repository.transaction(async (tx) => {
          const before = await repository.lock(tx, id);
          if (!before) throw new AppError('NOT_FOUND');
          const { changes, details } = changesOf(before, input);
          if (Object.keys(changes).length > 0) {
            await repository.update(tx, id, changes);
            await audit.record(tx, {
              by,
              action: 'category.update',
              target: { type: 'category', id, label: changes.name ?? before.name },
              details,
            });
          }
          return repository.find(tx, id);
        }),
      );
      publicChanges.changed();
      return toAdminCategory(updated!);
    },

    /** The whole list in its new order, in one transaction; a list that changed meanwhile is 409. */
    async reorder(ids: string[], by: Admin): Promise<AdminCategoryList> {
      const rows = await repository.transaction(async (tx) => {
        const all = await repository.lockAll(tx);
        const known = all.map((c) => c.id);
        if (!isFullOrder(ids, known)) throw new AppError('CATEGORY_ORDER_STALE');
        await repository.setOrder(tx, ids);
        const slugOf = new Map(all.map((c) => [c.id, c.slug]));
        await audit.record(tx, {
          by,
          action: 'category.reorder',
          target: { type: 'category', id: null, label: null },
          details: {
            from: all.map((c) => c.slug),
            to: ids.map((id) => slugOf.get(id)),
          },
        });
        return repository.list(tx);
      });
      publicChanges.changed();
      const data = rows.map(toAdminCategory);
      return { data, count: data.length };
    },
  };
}
export type AdminCategoryService = ReturnType<typeof adminCategoryService>;
