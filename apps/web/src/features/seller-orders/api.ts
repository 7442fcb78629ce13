import type { OrderGroup } from '@souq/domain/order-status';
import { paths } from '@souq/domain/paths';
import type { SellerOrdersReply } from '@souq/domain/schemas/seller-orders';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * Every read of the store's orders. The order screen keys its detail under it too and
 * invalidates it after an action; the live stream invalidates it on each event, so the board,
 * the badge and an open order all refresh together.
 */
export const sellerOrdersKey = ['seller-orders'] as const;

export const BOARD_PAGE_SIZE = 20;

export interface BoardFilters {
  group: OrderGroup;
  q: string;
  page: number;
}

function getBoard(
  params: { group: OrderGroup; q?: string; limit: number; offset: number },
  signal: AbortSignal,
) {
  const query: Record<string, string | number> = {
    group: params.group,
    limit: params.limit,
    offset: params.offset,
  };
  if (params.q) query.q = params.q;
  return http<SellerOrdersReply>(withQuery(paths.api.seller.orders(), query), { signal });
}

/** One group's page of the board, with every group's count under the same search. */
export const boardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: [...sellerOrdersKey, 'board', filters],
    queryFn: ({ signal }) =>
      getBoard(
        {
          group: filters.group,
          q: filters.q.trim() || undefined,
          limit: BOARD_PAGE_SIZE,
          offset: (filters.page - 1) * BOARD_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
