import { isWalletMethod } from '@souq/domain/checkout';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import type { PaymentMethod } from '@souq/domain/orders';
import { Banknote, Wallet } from 'lucide-react';
import { TextField } from '@/components/ui/form/text-field';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { latinDigits } from '@/lib/latin-digits';
import { ChoiceCard } from './choice-card';
import { CopyAccount } from './copy-account';
import type { Checkout } from './use-checkout';

const t = checkoutText.screen;

/**
 * Step 3: the methods every line allows, with wallets only when the store has the account
 * (spec orders §4). A wallet shows the account to transfer to and asks for the receipt number; cod
 * asks for a contact phone instead (spec orders §5).
 */
export function PaymentStep({ checkout }: { checkout: Checkout }) {
  if (checkout.vendorLoading) return <SpinnerStatus label={t.loadingPayment} />;
  const accountOf = (method: PaymentMethod) =>
    method === 'shamcash'
      ? checkout.vendor?.shamcash_account
      : checkout.vendor?.goldmasters_account;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold">{t.paymentTitle}</legend>
      {checkout.payments.length === 0 && (
        <p role="alert" className="font-semibold text-danger-700">
          {checkoutText.noPaymentMethods}
        </p>
      )}
      {checkout.payments.map((method) => (
        <ChoiceCard
          key={method}
          name="payment"
          value={method}
          checked={checkout.paymentMethod === method}
          onChange={() => checkout.choosePayment(method)}
          icon={
            isWalletMethod(method) ? (
              <Wallet aria-hidden="true" className="size-5" />
            ) : (
              <Banknote aria-hidden="true" className="size-5" />
            )
          }
          title={ordersText.paymentMethod[method]}
          hint={isWalletMethod(method) ? t.walletHint : t.codHint}
        >
          {isWalletMethod(method) ? (
            <div className="flex flex-col gap-3">
              <CopyAccount
                account={accountOf(method) ?? ''}
                methodName={ordersText.paymentMethod[method]}
              />
              <TextField
                label={t.receiptLabel}
                value={checkout.receipt}
                onChange={(e) => checkout.setReceipt(latinDigits(e.target.value))}
                required
                latin
                autoComplete="off"
                maxLength={120}
                error={
                  checkout.problem === checkoutText.receiptRequired
                    ? checkoutText.receiptRequired
                    : undefined
                }
              />
            </div>
          ) : (
            <TextField
              label={t.codPhoneLabel}
              type="tel"
              value={checkout.phone}
              onChange={(e) => checkout.setPhone(latinDigits(e.target.value))}
              latin
              autoComplete="tel"
              maxLength={30}
            />
          )}
        </ChoiceCard>
      ))}
    </fieldset>
  );
}
