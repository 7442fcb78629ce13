import { paths } from '@souq/domain/paths';
import type {
  AdminStore,
  AdminStoreList,
  StoreDecisionInput,
  StoreStatus,
} from '@souq/domain/schemas/seller-store';
import type { StoreVerb } from '@souq/domain/store-status';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Every admin read of stores: a decision refreshes the tabs, their counts and the page. */
const adminStoresKey = ['admin-stores'] as const;

export const STORES_PAGE_SIZE = 20;

export interface StoreFilters {
  status: StoreStatus;
  q: string;
  page: number;
}

/** GET /api/admin/stores: one status's page and every status's count, under the same search. */
export const adminStoresQuery = (filters: StoreFilters) =>
  queryOptions({
    queryKey: [...adminStoresKey, filters],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        status: filters.status,
        limit: STORES_PAGE_SIZE,
        offset: (filters.page - 1) * STORES_PAGE_SIZE,
      };
      const q = filters.q.trim();
      if (q) query.q = q;
      return http<AdminStoreList>(withQuery(paths.api.adminStores(), query), { signal });
    },
    placeholderData: keepPreviousData,
  });

export interface StoreDecision {
  storeId: string;
  verb: StoreVerb;
  reason: string | null;
}

/** POST /api/admin/stores/{id}/{verb}: the owner is mailed; every list is refetched after. */
export function useStoreDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, verb, reason }: StoreDecision) =>
      http<AdminStore>(paths.api.adminStoreDecision(storeId, verb), {
        method: 'POST',
        body: { reason } satisfies StoreDecisionInput,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStoresKey }),
  });
}
