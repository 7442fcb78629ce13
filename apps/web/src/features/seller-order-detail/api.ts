import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import type { OrderStatus } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import type { Order } from '@souq/domain/schemas/orders';
import type { SellerOrderDetail } from '@souq/domain/schemas/seller-orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMessageOf, http } from '@/lib/http';

const api = paths.api.seller;

export type { SellerOrderDetail };

/** Every seller order read (the board's and this screen's); each store move refreshes them all. */
const sellerOrdersKey = ['seller-orders'] as const;

/** GET /api/seller/orders/{id}: the order, its payment check, history and the store's next moves. */
export const sellerOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...sellerOrdersKey, 'detail', id],
    queryFn: ({ signal }) => http<SellerOrderDetail>(api.order(id), { signal }),
  });

/** The store's writes on one order (docs/decisions/017-order-operations.md). */
const writes = {
  confirmPayment: (id: string) =>
    http<Order>(api.orderPart(id, 'payment/confirm'), { method: 'POST' }),
  rejectPayment: (id: string, reason: string) =>
    http<Order>(api.orderPart(id, 'payment/reject'), { method: 'POST', body: { reason } }),
  move: (id: string, status: OrderStatus, reason?: string) =>
    http<Order>(api.orderPart(id, 'status'), {
      method: 'POST',
      body: reason === undefined ? { status } : { status, reason },
    }),
  adjustFee: (id: string, deliveryFee: number, reason: string) =>
    http<Order>(api.orderPart(id, 'delivery-fee'), {
      method: 'POST',
      body: { delivery_fee: deliveryFee, reason },
    }),
  /** The photo's bytes as the body, typed by the file itself (no multipart). */
  uploadProof: (id: string, photo: Blob) =>
    http<Order>(paths.api.deliveryProof(id), { method: 'POST', body: photo }),
};

export type OrderAction =
  | { kind: 'confirm-payment' }
  | { kind: 'reject-payment'; reason: string }
  | { kind: 'move'; status: OrderStatus; reason?: string }
  | { kind: 'adjust-fee'; deliveryFee: number; reason: string }
  | { kind: 'upload-proof'; photo: Blob };

function run(id: string, action: OrderAction): Promise<Order> {
  switch (action.kind) {
    case 'confirm-payment':
      return writes.confirmPayment(id);
    case 'reject-payment':
      return writes.rejectPayment(id, action.reason);
    case 'move':
      return writes.move(id, action.status, action.reason);
    case 'adjust-fee':
      return writes.adjustFee(id, action.deliveryFee, action.reason);
    case 'upload-proof':
      return writes.uploadProof(id, action.photo);
  }
}

/**
 * One mutation for every store action on the order, so a single `isPending` disables all the
 * buttons while any request runs (no double submission, no two moves racing). Whatever the
 * outcome, the board and this order are read again: the server's answer is the only truth,
 * and a refused move (another tab moved it first) shows the order as it now is.
 */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => run(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOrdersKey }),
  });
}

/** A refused or failed action in Arabic: the API's own message, else the screen's. */
export const failureOf = (error: unknown): string =>
  apiMessageOf(error) ?? sellerOrderDetailText.failed;
