import type { OrderStatus } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import type { PaymentStatus } from '@souq/domain/payment-status';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminStatusInput,
} from '@souq/domain/schemas/admin-orders';
import { withQuery } from '@souq/domain/url';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Every admin read of orders: a move refreshes the list and the order together. */
const adminOrdersKey = ['admin-orders'] as const;

export const ORDERS_PAGE_SIZE = 30;

export interface OrderFilters {
  q: string;
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  from: string;
  to: string;
  store: string;
  customer: string;
  page: number;
}

/** GET /api/admin/orders under the filters kept in the URL. */
export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', filters],
    queryFn: ({ signal }) => {
      const query: Record<string, string | number> = {
        limit: ORDERS_PAGE_SIZE,
        offset: (filters.page - 1) * ORDERS_PAGE_SIZE,
      };
      if (filters.q.trim()) query.q = filters.q.trim();
      if (filters.status) query.status = filters.status;
      if (filters.payment) query.payment_status = filters.payment;
      if (filters.from) query.from = filters.from;
      if (filters.to) query.to = filters.to;
      if (filters.store) query.vendor_id = filters.store;
      if (filters.customer) query.customer_id = filters.customer;
      return http<AdminOrderList>(withQuery(paths.api.adminOrders(), query), { signal });
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/{id}: the order in full with the admin's moves. */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => http<AdminOrderDetail>(paths.api.adminOrder(id), { signal }),
  });

/** POST /api/admin/orders/{id}/status with its reason; the list and the order refetch after. */
export function useAdminMove(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminStatusInput) =>
      http<AdminOrderDetail>(paths.api.adminOrderStatus(id), { method: 'POST', body: input }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderQuery(id).queryKey, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
