import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { RequireAccount } from '@/features/auth/require-account';
import { CannotContinue } from './cannot-continue';
import { CheckoutFlow } from './checkout-flow';
import { ChooseGroup } from './choose-group';
import { EmptyCheckout } from './empty-checkout';
import { OrderSummary } from './order-summary';
import { StepProgress } from './step-progress';
import { useCheckout } from './use-checkout';

/** Web /checkout: signed-in shoppers only (guests go to /auth). */
export function WebCheckoutScreen({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <RequireAccount shopperOnly>{(user) => <WebCheckout user={user} />}</RequireAccount>
    </div>
  );
}

/**
 * The steps with the order summary beside them (spec orders §2), or why there is nothing to order.
 */
function WebCheckout({ user }: { user: CurrentUser }) {
  const checkout = useCheckout(user);
  if (checkout.placed) return null;
  if (checkout.cart.length === 0) return <EmptyCheckout />;
  if (checkout.items.length === 0) return <ChooseGroup cart={checkout.cart} />;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card dark:bg-neutral-900">
        {checkout.ready ? (
          <>
            <StepProgress step={checkout.step} fulfilment={checkout.fulfilment} />
            <CheckoutFlow checkout={checkout} />
          </>
        ) : (
          <CannotContinue issues={checkout.issues} />
        )}
      </div>
      <aside
        aria-labelledby="checkout-summary-title"
        className="flex flex-col gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-card lg:sticky lg:top-20 dark:border-neutral-700 dark:bg-neutral-900"
      >
        <h2 id="checkout-summary-title" className="text-lg font-bold">
          {checkoutText.screen.summaryTitle}
        </h2>
        <OrderSummary items={checkout.items} fee={checkout.deliveryFee} blocked={!checkout.ready} />
      </aside>
    </div>
  );
}
