import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckoutOfflineNotice } from '@/features/pwa/offline-notice';
import { useOnline } from '@/features/pwa/use-online';
import { AddressStep } from './address-step';
import { FulfilmentStep } from './fulfilment-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { STEP_PROBLEM_ID, StepProblem } from './step-problem';
import type { Checkout } from './use-checkout';

const t = checkoutText.screen;
const bodies = {
  fulfilment: FulfilmentStep,
  address: AddressStep,
  payment: PaymentStep,
  review: ReviewStep,
} as const;

/**
 * The current step and its two moves; shared by /checkout and /mobile/checkout. A form, so
 * Enter in the receipt field moves on like the button does.
 */
export function CheckoutFlow({ checkout }: { checkout: Checkout }) {
  const Body = bodies[checkout.step];
  const reviewing = checkout.step === 'review';
  // Placing an order needs the server; the earlier steps work from the stored cart.
  const offline = !useOnline();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        checkout.next();
      }}
      className="flex flex-col gap-4"
    >
      <Body checkout={checkout} />
      <StepProblem message={checkout.problem} />
      <CheckoutOfflineNotice />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={checkout.back}
          disabled={checkout.submitting}
          className={buttonStyles({ variant: 'outline' })}
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {checkout.step === 'fulfilment' ? t.backToCart : t.back}
        </button>
        <button
          type="submit"
          disabled={checkout.submitting || (reviewing && offline)}
          aria-describedby={checkout.problem ? STEP_PROBLEM_ID : undefined}
          className={buttonStyles({ size: 'lg', className: 'grow sm:grow-0' })}
        >
          {checkout.submitting && (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          )}
          {reviewing ? (checkout.submitting ? checkoutText.creatingOrder : t.confirm) : t.next}
          {!reviewing && <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        </button>
      </div>
    </form>
  );
}
