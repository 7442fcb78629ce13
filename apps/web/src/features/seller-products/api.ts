import { paths } from '@souq/domain/paths';
import type {
  ImportReport,
  ProductInputParsed,
  ProductQuickEditInput,
  SellerProduct,
  SellerProductList,
  StockFilter,
} from '@souq/domain/schemas/seller-products';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const api = paths.api.seller;

/** Every seller product read; every write invalidates them all. */
export const sellerProductsKey = ['seller-products'] as const;

export const PAGE_SIZE = 20;

export interface ProductFilters {
  q: string;
  category_id: string;
  stock: StockFilter;
  status: '' | 'active' | 'draft' | 'archived';
  page: number;
}

export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...sellerProductsKey, 'list', filters],
    queryFn: ({ signal }) => {
      const params: Record<string, string | number> = {
        limit: PAGE_SIZE,
        offset: (filters.page - 1) * PAGE_SIZE,
        stock: filters.stock,
      };
      if (filters.q.trim()) params.q = filters.q.trim();
      if (filters.category_id) params.category_id = filters.category_id;
      if (filters.status) params.status = filters.status;
      return http<SellerProductList>(withQuery(api.products(), params), { signal });
    },
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...sellerProductsKey, 'one', id],
    queryFn: ({ signal }) => http<SellerProduct>(api.product(id), { signal }),
  });

export function createProduct(input: ProductInputParsed): Promise<SellerProduct> {
  return http(api.products(), { method: 'POST', body: input });
}

export function updateProduct(id: string, input: ProductInputParsed): Promise<SellerProduct> {
  return http(api.product(id), { method: 'PUT', body: input });
}

export function quickEditProduct(id: string, input: ProductQuickEditInput): Promise<unknown> {
  return http(api.product(id), { method: 'PATCH', body: input });
}

export function deleteProduct(id: string): Promise<void> {
  return http(api.product(id), { method: 'DELETE' });
}

export function archiveProduct(id: string, restore: boolean): Promise<unknown> {
  return http(api.productPart(id, restore ? 'restore' : 'archive'), { method: 'POST' });
}

export function uploadProductImage(id: string, file: Blob): Promise<unknown> {
  return http(api.productPart(id, 'images'), { method: 'POST', body: file });
}

export function deleteProductImage(id: string, imageId: string): Promise<void> {
  return http(api.productImage(id, imageId), { method: 'DELETE' });
}

export function orderProductImages(id: string, ids: string[]): Promise<unknown> {
  return http(api.productPart(id, 'images/order'), { method: 'PUT', body: { ids } });
}

/** The uploaded video as the API describes it (its id names the poster's address). */
export function uploadProductVideo(
  id: string,
  file: Blob,
): Promise<{ id: string; poster_url: string | null }> {
  return http(api.productPart(id, 'videos'), { method: 'POST', body: file });
}

export function uploadVideoPoster(id: string, videoId: string, image: Blob): Promise<unknown> {
  return http(api.productVideoPoster(id, videoId), { method: 'POST', body: image });
}

export function deleteProductVideo(id: string, videoId: string): Promise<void> {
  return http(api.productVideo(id, videoId), { method: 'DELETE' });
}

export function importProducts(csv: Blob, dryRun: boolean): Promise<ImportReport> {
  return http(api.productsImport(dryRun), { method: 'POST', body: csv });
}
