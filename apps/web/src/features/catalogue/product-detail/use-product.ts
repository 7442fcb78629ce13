import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '@/lib/load-error';
import { productQuery } from '../api/products';

/** The product of the page (spec discovery §7: export-products?product_id=…, data[0]). */
export function useProduct(id: string) {
  return useQuery({ ...productQuery(id), retry: retryUnlessClientError });
}
