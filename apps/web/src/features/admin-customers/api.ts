import { paths } from '@souq/domain/paths';
import type { AdminCustomer, AdminCustomerList } from '@souq/domain/schemas/admin-customers';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

const adminCustomersKey = ['admin-customers'] as const;

export const CUSTOMERS_PAGE_SIZE = 30;

export interface CustomerFilters {
  q: string;
  state: 'all' | 'active' | 'disabled';
  page: number;
}

/** GET /api/admin/customers under the filters kept in the URL. */
export const adminCustomersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: [...adminCustomersKey, filters],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        limit: CUSTOMERS_PAGE_SIZE,
        offset: (filters.page - 1) * CUSTOMERS_PAGE_SIZE,
      };
      if (filters.q.trim()) query.q = filters.q.trim();
      if (filters.state !== 'all') query.state = filters.state;
      return http<AdminCustomerList>(withQuery(paths.api.adminCustomers(), query), { signal });
    },
    placeholderData: keepPreviousData,
  });

/** POST .../disable (with its reason) or .../enable; the list refetches after. */
export function useCustomerState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      verb,
      reason,
    }: {
      id: string;
      verb: 'disable' | 'enable';
      reason: string;
    }) =>
      http<AdminCustomer>(paths.api.adminCustomerState(id, verb), {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCustomersKey }),
  });
}
