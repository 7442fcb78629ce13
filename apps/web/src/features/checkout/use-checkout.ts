import { checkoutGroupOf } from '@souq/domain/cart-groups';
import {
  allowedFulfilment,
  allowedPayments,
  defaultFulfilment,
  isWalletMethod,
} from '@souq/domain/checkout';
import {
  deliveryAreaMiss,
  type PlacementVendor,
  placementProblems,
} from '@souq/domain/checkout-placement';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { FulfilmentMethod, PaymentMethod } from '@souq/domain/orders';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAddresses } from '@/features/addresses/use-addresses';
import { useCart } from '@/features/cart/use-cart';
import { vendorThemeQuery } from '@/features/catalogue/api/vendors';
import { pickupAddressOf } from '@/features/orders/pickup-place';
import { useVendorTheme } from '@/features/vendor-theme/use-vendor-theme';
import { notify } from '@/lib/notify';
import { useShopperPaths } from '@/lib/tree-paths';
import { type CheckoutStep, nextStep, previousStep } from './checkout-steps';
import { deliveryAreaMessage } from './delivery-area-message';
import { orderInput } from './order-input';
import { useDeliveryQuote } from './use-delivery-quote';
import { usePlaceOrder } from './use-place-order';

/**
 * Without the store's accounts no wallet can be paid into (spec orders §4; a load failure only
 * logs); without its position its delivery radius cannot be checked here (the server still does).
 */
const NO_STORE: PlacementVendor = {
  shamcash_account: null,
  goldmasters_account: null,
  latitude: null,
  longitude: null,
  delivery_radius_km: 0,
};

/**
 * The whole checkout over one group of the stored cart (a store in one currency, `?group=`):
 * readiness, the store (theme and wallet accounts),
 * the step machine, each step's choice and its check (spec orders §5), and placing the order. A
 * placed order opens the orders screen of the route tree, back from the first step its cart.
 */
export function useCheckout(user: CurrentUser) {
  const navigate = useNavigate();
  const paths = useShopperPaths();
  // After placing, the cart empties before the orders screen opens: the screen shows nothing.
  const [placed, setPlaced] = useState(false);
  const { items: cart, dispatch } = useCart();
  // One order is one store in one currency: the group the cart's link named, or its only one.
  const [search] = useSearchParams();
  const group = checkoutGroupOf(cart, search.get('group'));
  const items = group?.items ?? [];
  const issues = group?.issues ?? [];
  const ready = group !== null && issues.length === 0;
  const vendorId = group?.vendorId ?? '';
  const vendor = useQuery({ ...vendorThemeQuery(vendorId), enabled: ready });
  useVendorTheme(vendor.data);
  const addresses = useAddresses();

  const [step, setStep] = useState<CheckoutStep>('fulfilment');
  const [chosenFulfilment, setFulfilment] = useState<FulfilmentMethod | null>(null);
  const fulfilment = chosenFulfilment ?? defaultFulfilment(items) ?? 'delivery';
  const [addressId, setAddressId] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  const address =
    saved.find((a) => a.id === addressId) ?? saved.find((a) => a.is_default) ?? saved[0] ?? null;
  const deliveryFee = useDeliveryQuote({ ready, items, fulfilment, address });
  const accounts = vendor.isSuccess ? (vendor.data ?? NO_STORE) : NO_STORE;
  const payments = allowedPayments(items, fulfilment, accounts);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const paymentMethod = chosenMethod && payments.includes(chosenMethod) ? chosenMethod : null;
  const [receipt, setReceipt] = useState('');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pickupAddress = vendor.data ? pickupAddressOf(vendor.data) : null;
  const order = usePlaceOrder(
    items,
    cart,
    dispatch,
    () => {
      setPlaced(true);
      navigate(paths.orders());
    },
    () =>
      fulfilment === 'pickup' && pickupAddress
        ? checkoutText.pickupPlace.collectFrom(pickupAddress)
        : null,
  );

  const wallet = paymentMethod !== null && isWalletMethod(paymentMethod);
  const reference = wallet ? receipt : phone;
  /** Spec orders §5: what keeps a step from moving on, in the spec's words. */
  const stepProblem = (): string | null => {
    if (step === 'address' && !address) return checkoutText.addressRequired;
    // The server's delivery-radius rule, told here before the shopper pays for nothing.
    const outside = step === 'address' ? deliveryAreaMiss(accounts, address) : null;
    if (outside) return deliveryAreaMessage(outside);
    if (step === 'payment' && !paymentMethod) return checkoutText.choosePayment;
    if (step === 'payment' && wallet && !receipt.trim()) return checkoutText.receiptRequired;
    return null;
  };
  /** A change answers the step's problem: the message goes until 'next' checks again. */
  const fixing =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setProblem(null);
    };
  const go = (to: CheckoutStep) => {
    setProblem(null);
    setStep(to);
  };

  const confirm = () => {
    if (order.submitting) return;
    const complete =
      paymentMethod !== null &&
      (fulfilment !== 'delivery' || address !== null) &&
      placementProblems(
        items,
        {
          vendorId,
          currency: group?.currency ?? '',
          fulfilment,
          paymentMethod,
          receipt: wallet ? receipt : checkoutText.screen.codReceipt,
          address,
        },
        accounts,
      ).length === 0;
    if (!complete || !paymentMethod) {
      notify.error(checkoutText.incompleteInfo, { description: checkoutText.incompleteInfoText });
      return;
    }
    const choices = { fulfilment, address, paymentMethod, reference, notes };
    order.place(orderInput(items, choices, user));
  };

  return {
    placed,
    /** The whole cart: with several groups and none named, the shopper picks one. */
    cart,
    items,
    issues,
    ready,
    vendor: vendor.data ?? null,
    vendorLoading: vendor.isPending && ready,
    step,
    fulfilment,
    fulfilments: allowedFulfilment(items),
    chooseFulfilment: fixing(setFulfilment),
    addresses,
    address,
    chooseAddress: fixing(setAddressId),
    deliveryFee,
    payments,
    paymentMethod,
    choosePayment: fixing(setMethod),
    receipt,
    setReceipt: fixing(setReceipt),
    phone,
    setPhone,
    notes,
    setNotes,
    problem,
    next: () => {
      const found = stepProblem();
      if (found) return setProblem(found);
      const to = nextStep(step, fulfilment);
      if (to) go(to);
      else confirm();
    },
    back: () => {
      const to = previousStep(step, fulfilment);
      if (to === 'cart') navigate(paths.cart());
      else go(to);
    },
    submitting: order.submitting,
    pricesChanged: order.pricesChanged,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
