import type { Product } from '@souq/domain/schemas/catalogue';
import type { StoreAvailability, VendorList, VendorListQuery } from '@souq/domain/schemas/vendors';
import { AppError } from '../../http/app-error';
import { loadCssSanitizer } from './css';
import { toVendor } from './mappers';
import type { VendorsRepository } from './repository';

/** Products grouped by vendor, keeping the query's order (newest first). */
function byVendor(products: Product[]): Map<string, Product[]> {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.vendor_id);
    if (group) group.push(product);
    else groups.set(product.vendor_id, [product]);
  }
  return groups;
}

export function vendorsService(repository: VendorsRepository) {
  return {
    /**
     * A page of active vendors in at most three queries (page with images and totals, count,
     * products of the whole page), however many vendors the page holds. An unknown vendor_id
     * is an empty list, as the web reads data[0].
     */
    async listVendors(query: VendorListQuery): Promise<VendorList> {
      const filter = { vendorId: query.vendor_id, limit: query.limit, offset: query.offset };
      const { rows, count } = await repository.vendorPage(filter);
      const products = query.include_products
        ? byVendor((await repository.productsOf(rows.map((row) => row.id))).map((r) => r.product))
        : undefined;
      const sanitize = rows.some((row) => row.custom_css) ? await loadCssSanitizer() : undefined;
      const data = rows.map((row) =>
        toVendor(row, products ? (products.get(row.id) ?? []) : undefined, sanitize),
      );
      return { data, count, limit: query.limit, offset: query.offset };
    },

    /**
     * Why a store id shows no storefront: only a suspended store says so (it was public, its
     * shoppers may hold orders from it); pending, rejected and unknown ids are all 'not found',
     * so an application nobody approved is not revealed.
     */
    async availability(id: string): Promise<StoreAvailability> {
      const status = await repository.statusOf(id);
      if (status === 'active' || status === 'suspended') return { status };
      throw new AppError('STORE_NOT_FOUND');
    },
  };
}
export type VendorsService = ReturnType<typeof vendorsService>;
