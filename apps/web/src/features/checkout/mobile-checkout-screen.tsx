import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { MobileAccountGate } from '@/features/mobile-account/account-gate';
import { Redirect } from '@/lib/redirect';
import { useShopperPaths } from '@/lib/tree-paths';
import { CheckoutFlow } from './checkout-flow';
import { OrderSummary } from './order-summary';
import { StepProgress } from './step-progress';
import { useCheckout } from './use-checkout';

const t = checkoutText.screen;

/** /mobile/checkout: signed-in shoppers only, else the 'login required' card. */
export function MobileCheckoutScreen({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <MobileAccountGate>
        {(user) => <MobileCheckout user={user} title={title} />}
      </MobileAccountGate>
    </div>
  );
}

/**
 * Spec (mobile checkout): a header with back and the order-summary sheet toggle, progress
 * over the four steps, the steps; the mobile cart when the cart is empty or cannot proceed.
 */
function MobileCheckout({ user, title }: { user: CurrentUser; title: string }) {
  const paths = useShopperPaths();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const checkout = useCheckout(user);
  if (checkout.placed) return null;
  if (!checkout.ready) return <Redirect to={paths.cart()} replace />;
  return (
    <>
      <header className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={checkout.back}
          disabled={checkout.submitting}
          aria-label={checkout.step === 'fulfilment' ? t.backToCart : t.back}
          className="flex size-11 items-center justify-center rounded-xl text-primary-800 hover:bg-neutral-100 dark:text-primary-300"
        >
          <ArrowLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
        </button>
        <h1 className="flex-1 text-xl font-extrabold text-neutral-900 dark:text-neutral-50">
          {title}
        </h1>
        <button
          type="button"
          onClick={() => setSummaryOpen(true)}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-primary-800 hover:bg-neutral-100 dark:text-primary-300"
        >
          <ReceiptText aria-hidden="true" className="size-5" />
          {t.showSummary}
        </button>
      </header>
      <StepProgress step={checkout.step} fulfilment={checkout.fulfilment} />
      <div className="rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
        <CheckoutFlow checkout={checkout} />
      </div>
      <Sheet
        open={summaryOpen}
        onOpenChange={setSummaryOpen}
        title={t.summaryTitle}
        closeLabel={t.close}
      >
        <OrderSummary items={checkout.items} fee={checkout.deliveryFee} blocked={false} />
      </Sheet>
    </>
  );
}
