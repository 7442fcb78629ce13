import { normalizeArabic } from '@souq/domain/arabic';
import {
  type Category,
  type Product,
  type ProductList,
  type ProductListQuery,
  searchFields,
} from '@souq/domain/schemas/catalogue';
import { toCategory, toProduct } from './mappers';
import type { CatalogueRepository } from './repository';

export function catalogueService(repository: CatalogueRepository) {
  return {
    async listProducts(query: ProductListQuery): Promise<ProductList> {
      const searchText = query.q ? normalizeArabic(query.q) : '';
      const { rows, count } = await repository.listProducts({
        vendorId: query.vendor_id,
        productId: query.product_id,
        category: query.category,
        search: searchText
          ? { text: searchText, fields: query.search_in ?? searchFields }
          : undefined,
        limit: query.limit,
        offset: query.offset,
      });
      const ids = rows.map((row) => row.product.id);
      const [images, variants] = await Promise.all([
        repository.imagesOf(ids),
        repository.variantsOf(ids),
      ]);
      const data: Product[] = rows.map((row) =>
        toProduct(
          row,
          images.filter((image) => image.productId === row.product.id),
          variants.filter((variant) => variant.productId === row.product.id),
        ),
      );
      return { data, count, limit: query.limit, offset: query.offset };
    },

    async listCategories(includeInactive: boolean): Promise<{ data: Category[]; count: number }> {
      const rows = await repository.listCategories(includeInactive);
      const data = rows.map(toCategory);
      return { data, count: data.length };
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
