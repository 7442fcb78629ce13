import { defaultCategories } from '@souq/domain/locales/ar/categories';
import type { Db } from '../../src/db/client';
import { seedProducts } from '../../src/seed/data/products';
import { seedVendors } from '../../src/seed/data/vendors';
import { fixtures } from './fixtures';

/**
 * The demo catalogue's words (names, descriptions, stores, categories) without its images, which
 * would cost the seed minutes: what the search suites search. Returns the stores' ids by seed key.
 */
export async function demoCatalogueWords(db: Db): Promise<Map<string, string>> {
  const f = fixtures(db);
  const categoryIds = new Map<string, string>();
  for (const { slug, name } of defaultCategories)
    categoryIds.set(slug, (await f.category({ slug, name })).id);
  const vendorIds = new Map<string, string>();
  for (const { key, vendorName } of seedVendors)
    vendorIds.set(key, (await f.vendor({ vendorName })).id);
  for (const product of seedProducts) {
    await f.product(vendorIds.get(product.vendorKey)!, {
      name: product.name,
      description: product.description,
      categoryId: categoryIds.get(product.categorySlug)!,
    });
  }
  return vendorIds;
}
