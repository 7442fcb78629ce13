import { ordersText } from '@souq/domain/locales/ar/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { cancelOrder, customerOrdersKey } from './api';

/** The customer's one status move: cancel while pending; the list is read again either way. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => notify.success(ordersText.cancel.done),
    onError: (error) => notify.error(apiMessageOf(error) ?? ordersText.cancel.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerOrdersKey }),
  });
}
