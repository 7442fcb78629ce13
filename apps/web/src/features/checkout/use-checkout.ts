import {
  allowedFulfilment,
  allowedPayments,
  cartIssues,
  defaultFulfilment,
  isWalletMethod,
  type VendorAccounts,
} from '@souq/domain/checkout';
import { placementProblems } from '@souq/domain/checkout-placement';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { FulfilmentMethod, PaymentMethod } from '@souq/domain/orders';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { useAddresses } from '../addresses/use-addresses';
import { useCart } from '../cart/use-cart';
import { useVendorTheme } from '../vendor-theme/use-vendor-theme';
import { vendorThemeQuery } from '../vendors/api/vendors';
import { type CheckoutStep, nextStep, previousStep } from './checkout-steps';
import { orderInput } from './order-input';
import { usePlaceOrder } from './use-place-order';

/** Without the store's accounts no wallet can be paid into (spec §4; a load failure only logs). */
const NO_ACCOUNTS: VendorAccounts = { shamcash_account: null, goldmasters_account: null };

/**
 * The whole checkout over the stored cart: readiness, the store (theme and wallet accounts),
 * the step machine, each step's choice and its check (spec §5), and placing the order.
 */
export function useCheckout(user: CurrentUser, onPlaced: () => void, onLeave: () => void) {
  const { items, dispatch } = useCart();
  const issues = items.length === 0 ? [] : cartIssues(items);
  const ready = items.length > 0 && issues.length === 0;
  const vendorId = items[0]?.vendorId ?? '';
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
  const accounts = vendor.isSuccess ? (vendor.data ?? NO_ACCOUNTS) : NO_ACCOUNTS;
  const payments = allowedPayments(items, fulfilment, accounts);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const paymentMethod = chosenMethod && payments.includes(chosenMethod) ? chosenMethod : null;
  const [receipt, setReceipt] = useState('');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const order = usePlaceOrder(items, dispatch, onPlaced);

  const wallet = paymentMethod !== null && isWalletMethod(paymentMethod);
  const reference = wallet ? receipt : phone;
  /** Spec §5: what keeps a step from moving on, in the spec's words. */
  const stepProblem = (): string | null => {
    if (step === 'address' && !address) return checkoutText.addressRequired;
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
          currency: items[0]?.currency ?? '',
          fulfilment,
          paymentMethod,
          receipt: wallet ? receipt : checkoutText.screen.codReceipt,
          hasAddress: address !== null,
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
      if (to === 'cart') onLeave();
      else go(to);
    },
    submitting: order.submitting,
    pricesChanged: order.pricesChanged,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
