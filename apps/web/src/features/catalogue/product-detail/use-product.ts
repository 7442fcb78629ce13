import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';
import { productQuery } from '../api/products';

/** A 4xx (a malformed id) will not improve on retry; anything else gets one more try. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);

/** The product of the page (spec discovery §7: export-products?product_id=…, data[0]). */
export function useProduct(id: string) {
  return useQuery({ ...productQuery(id), retry: retryOnce });
}
