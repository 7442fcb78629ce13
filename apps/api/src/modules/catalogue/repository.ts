import type { SearchField } from '@souq/domain/schemas/catalogue';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  productImages,
  products,
  productVariants,
  vendorProfiles,
} from '../../db/schema';

export interface ProductFilter {
  vendorId?: string;
  productId?: string;
  /** A category id, slug or Arabic name. */
  category?: string;
  /** Already normalised with normalizeArabic; empty means no search. */
  search?: { text: string; fields: readonly SearchField[] };
  limit: number;
  offset: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only what a shopper may see: active products of active vendors. */
const visible = and(eq(products.isActive, true), eq(vendorProfiles.isActive, true));

function categoryMatches(category: string): SQL {
  if (uuidPattern.test(category)) return eq(categories.id, category);
  return sql`(${categories.slug} = ${category.toLowerCase()} or souq_normalize_ar(${categories.name}) = souq_normalize_ar(${category}))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search, in one place so ranking can be refined later: a normalised substring match
 * (ILIKE on the stored normalised columns) or trigram word similarity for typos, over the
 * chosen fields. Rank: a name substring match first, then a name similarity, then the rest.
 */
function searchClauses(search: NonNullable<ProductFilter['search']>) {
  const pattern = `%${escapeLike(search.text)}%`;
  const categoryName = sql`souq_normalize_ar(${categories.name})`;
  const columns: Record<SearchField, SQL> = {
    name: sql`${products.nameSearch}`,
    description: sql`${products.descriptionSearch}`,
    category: categoryName,
    vendor: sql`${vendorProfiles.nameSearch}`,
  };
  const matches = search.fields.map(
    (field) => sql`(${columns[field]} ilike ${pattern} or ${search.text} <% ${columns[field]})`,
  );
  const where = sql`(${sql.join(matches, sql` or `)})`;
  const rank = search.fields.includes('name')
    ? sql`case when ${products.nameSearch} ilike ${pattern} then 0 when ${search.text} <% ${products.nameSearch} then 1 else 2 end`
    : undefined;
  return { where, rank };
}

export function catalogueRepository(db: Db) {
  function filterConditions(filter: ProductFilter) {
    const conditions: (SQL | undefined)[] = [visible];
    if (filter.vendorId) conditions.push(eq(products.vendorId, filter.vendorId));
    if (filter.productId) conditions.push(eq(products.id, filter.productId));
    if (filter.category) conditions.push(categoryMatches(filter.category));
    const search = filter.search?.text ? searchClauses(filter.search) : null;
    if (search) conditions.push(search.where);
    return { where: and(...conditions), rank: search?.rank };
  }

  return {
    /** One page of products in a stable order (newest first, id breaks ties) and the total. */
    async listProducts(filter: ProductFilter) {
      const { where, rank } = filterConditions(filter);
      const order = [
        ...(rank ? [asc(rank)] : []),
        desc(products.createdAt),
        // Ascending id matches the (created_at desc, id) index; any fixed tiebreak keeps pages stable.
        asc(products.id),
      ];
      const pageQuery = db
        .select({
          product: products,
          vendorName: vendorProfiles.vendorName,
          categoryName: categories.name,
        })
        .from(products)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset);
      const countQuery = db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where);
      const [rows, [total]] = await Promise.all([pageQuery, countQuery]);
      return { rows, count: total?.count ?? 0 };
    },

    async imagesOf(productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt), asc(productImages.id));
    },

    async variantsOf(productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    },

    /** Categories by sort_order, each with its number of visible products. */
    async listCategories(includeInactive: boolean) {
      const productCount = db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
        .where(and(visible, eq(products.categoryId, categories.id)));
      return db
        .select({ category: categories, productCount: sql<number>`(${productCount})` })
        .from(categories)
        .where(includeInactive ? undefined : eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
