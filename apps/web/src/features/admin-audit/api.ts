import { paths } from '@souq/domain/paths';
import type { AdminActionList, AdminTargetType } from '@souq/domain/schemas/admin-actions';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

export const ACTIONS_PAGE_SIZE = 30;

export interface ActionFilters {
  target: AdminTargetType | 'all';
  q: string;
  page: number;
}

/** GET /api/admin/actions: one page of the log under the chosen filter and search. */
export const adminActionsQuery = (filters: ActionFilters) =>
  queryOptions({
    // Under the stores' key too: a decision made on the stores screen shows here at once.
    queryKey: ['admin-stores', 'actions', filters],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        limit: ACTIONS_PAGE_SIZE,
        offset: (filters.page - 1) * ACTIONS_PAGE_SIZE,
      };
      if (filters.target !== 'all') query.target_type = filters.target;
      const q = filters.q.trim();
      if (q) query.q = q;
      return http<AdminActionList>(withQuery(paths.api.adminActions(), query), { signal });
    },
    placeholderData: keepPreviousData,
  });
