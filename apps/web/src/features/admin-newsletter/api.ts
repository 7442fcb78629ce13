import { paths } from '@souq/domain/paths';
import type { AdminSubscriberList } from '@souq/domain/schemas/newsletter';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const SUBSCRIBERS_PAGE_SIZE = 30;
const subscribersKey = ['admin-newsletter'] as const;
/** The audit log's queries (admin-audit/api.ts) live under the stores' key. */
const auditKey = ['admin-stores', 'actions'] as const;

export interface SubscriberFilters {
  q: string;
  page: number;
}

/** GET /api/admin/newsletter: one page of subscribers, newest first, under the search. */
export const adminSubscribersQuery = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: [...subscribersKey, filters],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        limit: SUBSCRIBERS_PAGE_SIZE,
        offset: (filters.page - 1) * SUBSCRIBERS_PAGE_SIZE,
      };
      const q = filters.q.trim();
      if (q) query.q = q;
      return http<AdminSubscriberList>(withQuery(paths.api.adminNewsletter(), query), { signal });
    },
    placeholderData: keepPreviousData,
  });

/** DELETE /api/admin/newsletter/{id}; the list and the audit log are read again after. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http<void>(paths.api.adminNewsletterSubscriber(id), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
