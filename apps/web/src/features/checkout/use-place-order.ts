import type { CartAction, CartItem } from '@souq/domain/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { orderNumber } from '@souq/domain/orders';
import type { CreateOrderInput } from '@souq/domain/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { customerOrdersKey } from '@/features/orders/api';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { createOrder } from './api';
import { priceChangeOf, withCurrentPrices } from './order-input';
import { useAttemptKey } from './use-attempt-key';

const t = checkoutText.screen;

/**
 * Placing the order (spec orders §4 "on success", §8): success clears the order's group from the
 * cart, says so with the order's number (the one to quote to the store) and hands
 * over to the orders screen; PRICE_CHANGED brings the cart up to the current prices and stays
 * on review; any other failure shows the API's Arabic message and enables confirm again.
 */
export function usePlaceOrder(
  items: readonly CartItem[],
  /** The whole cart: a price change updates it, and the other groups stay in it. */
  cart: readonly CartItem[],
  dispatch: (action: CartAction) => void,
  onPlaced: () => void,
  /** Said with 'order placed' (a pickup's place to collect it), or null. */
  placedNote: () => string | null = () => null,
) {
  const queryClient = useQueryClient();
  const keyFor = useAttemptKey();
  const [pricesChanged, setPricesChanged] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input, keyFor(input)),
    onMutate: () => setPricesChanged(false),
    onSuccess: (order) => {
      onPlaced();
      // Only this order's group leaves the cart: the other stores' and currencies' lines wait.
      const [first] = items;
      if (first)
        dispatch({ type: 'removeGroup', vendorId: first.vendorId, currency: first.currency });
      const othersWaiting = cart.some(
        (line) => line.vendorId !== first?.vendorId || line.currency !== first?.currency,
      );
      const note = placedNote();
      const description = [
        t.placedNumber(orderNumber(order.number)),
        t.placedText,
        othersWaiting ? t.othersWaiting : null,
        note,
      ]
        .filter(Boolean)
        .join(' ');
      notify.success(t.placed, { description });
      void queryClient.invalidateQueries({ queryKey: customerOrdersKey });
    },
    onError: (error) => {
      const prices = priceChangeOf(error);
      if (prices) {
        dispatch({ type: 'load', items: withCurrentPrices(cart, prices) });
        setPricesChanged(true);
        notify.error(t.priceChanged, { description: t.priceChangedText });
        return;
      }
      notify.error(checkoutText.orderFailedTitle, {
        description: apiMessageOf(error) ?? checkoutText.orderFailedText,
      });
    },
  });
  return { place: mutation.mutate, submitting: mutation.isPending, pricesChanged };
}
