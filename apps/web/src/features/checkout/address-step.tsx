import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AddressIcon } from '@/features/addresses/address-icon';
import { ChoiceCard } from './choice-card';
import type { Checkout } from './use-checkout';

const t = checkoutText.screen;
/** The form (with its map picker) is fetched only when the shopper adds an address. */
const AddressFormDialog = lazy(() =>
  import('@/features/addresses/address-form-dialog').then((m) => ({
    default: m.AddressFormDialog,
  })),
);

/**
 * Step 2 (delivery only): choose one of the saved addresses (spec orders §5: the step requires
 * one); 'add new address' opens the settings' address form, and the new address joins the list.
 */
export function AddressStep({ checkout }: { checkout: Checkout }) {
  const [adding, setAdding] = useState(false);
  const { addresses } = checkout;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold">{t.addressTitle}</legend>
      {addresses.isPending && <SpinnerStatus label={t.loadingAddresses} />}
      {addresses.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
          <span className="font-semibold">{t.addressesFailed}</span>
          <button
            type="button"
            onClick={() => void addresses.refetch()}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            {t.retry}
          </button>
        </div>
      )}
      {addresses.isSuccess && addresses.data.length === 0 && (
        <p className="text-neutral-700 dark:text-neutral-300">{t.noAddresses}</p>
      )}
      {addresses.data?.map((address) => (
        <ChoiceCard
          key={address.id}
          name="address"
          value={address.id}
          checked={checkout.address?.id === address.id}
          onChange={() => checkout.chooseAddress(address.id)}
          icon={<AddressIcon title={address.title} />}
          framedIcon={false}
          title={address.title}
          hint={address.formatted_address}
        />
      ))}
      <button
        type="button"
        onClick={() => setAdding(true)}
        className={buttonStyles({ variant: 'outline', className: 'self-start' })}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t.addAddress}
      </button>
      {adding && (
        <Suspense fallback={<SpinnerStatus label={t.loadingAddresses} />}>
          <AddressFormDialog open address={null} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </fieldset>
  );
}
