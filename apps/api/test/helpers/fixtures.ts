import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import {
  categories,
  productImages,
  products,
  productVariants,
  vendorProfiles,
} from '../../src/db/schema';

/**
 * A row given only is_active gets the status the database ties it to (migration 0007: a CHECK
 * keeps is_active = (status = 'active')): hidden means `hidden` (suspended store, draft product).
 */
function statusOf(values: { isActive?: boolean; status?: string }, hidden: string) {
  if (values.status !== undefined || values.isActive === undefined) return {};
  return { status: values.isActive ? 'active' : hidden };
}

/** Minimal catalogue rows written straight to the database (tests never depend on the seed). */
export function fixtures(db: Db) {
  let clock = Date.parse('2025-01-01T00:00:00Z');
  /** Each new product is one minute newer than the previous one unless told otherwise. */
  const nextCreatedAt = () => {
    clock += 60_000;
    return new Date(clock);
  };

  return {
    async category(values: Partial<typeof categories.$inferInsert> = {}) {
      const slug = values.slug ?? `cat-${randomUUID().slice(0, 8)}`;
      const [row] = await db
        .insert(categories)
        .values({ name: `فئة ${slug}`, ...values, slug })
        .returning();
      return row!;
    },

    async vendor(values: Partial<typeof vendorProfiles.$inferInsert> = {}) {
      const [row] = await db
        .insert(vendorProfiles)
        .values({ vendorName: 'متجر تجريبي', ...statusOf(values, 'suspended'), ...values })
        .returning();
      return row!;
    },

    async product(
      vendorId: string,
      values: Partial<typeof products.$inferInsert> = {},
      extras: {
        images?: { imageUrl: string; sortOrder: number }[];
        variants?: Partial<typeof productVariants.$inferInsert>[];
      } = {},
    ) {
      const [row] = await db
        .insert(products)
        .values({
          vendorId,
          name: 'منتج',
          basePrice: '1000.00',
          stockCount: 5,
          createdAt: nextCreatedAt(),
          ...statusOf(values, 'draft'),
          ...values,
        })
        .returning();
      const product = row!;
      if (extras.images?.length) {
        await db
          .insert(productImages)
          .values(extras.images.map((image) => ({ productId: product.id, ...image })));
      }
      for (const variant of extras.variants ?? []) {
        await db.insert(productVariants).values({ productId: product.id, ...variant });
      }
      return product;
    },
  };
}
