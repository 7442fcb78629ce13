import { sellerApplyText, storeFieldText } from '@souq/domain/locales/ar/seller';
import { storeApplicationInput } from '@souq/domain/schemas/seller-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { applyForStore, sellerStoreKey } from '@/features/seller-shell/api';
import { FormCard } from '@/features/seller-shell/form-card';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import {
  FulfilmentChoice,
  numberFrom,
  StoreLocationField,
} from '@/features/seller-shell/store-fields';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { apiMessageOf } from '@/lib/http';
import { latinDigits } from '@/lib/latin-digits';
import { notify } from '@/lib/notify';
import { useSellerPaths } from '@/lib/tree-paths';

const t = sellerApplyText;
const f = storeFieldText;

interface ApplyValues {
  vendor_name: string;
  description: string;
  phone_number: string;
  city: string;
  formatted_address: string;
  latitude: number | null;
  longitude: number | null;
  delivery_radius_km: string;
  offers_pickup: boolean;
  offers_delivery: boolean;
  shamcash_account: string;
  goldmasters_account: string;
}

const empty: ApplyValues = {
  vendor_name: '',
  description: '',
  phone_number: '',
  city: '',
  formatted_address: '',
  latitude: null,
  longitude: null,
  delivery_radius_km: '10',
  offers_pickup: true,
  offers_delivery: true,
  shamcash_account: '',
  goldmasters_account: '',
};

const serverFields = Object.keys(empty);

/** /seller/apply: a signed-in user without a store asks to open one. */
export function SellerApplyScreen() {
  return <SellerGate need="none">{() => <ApplyForm />}</SellerGate>;
}

function ApplyForm() {
  const paths = useSellerPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(storeApplicationInput, empty, {
    prepare: (v) => ({
      ...v,
      phone_number: latinDigits(v.phone_number),
      latitude: v.latitude ?? undefined,
      longitude: v.longitude ?? undefined,
      delivery_radius_km: numberFrom(v.delivery_radius_km),
    }),
  });
  const apply = useMutation({ mutationFn: applyForStore });
  const values = form.watch();

  const submit = form.onSubmit(async (input) => {
    try {
      await apply.mutateAsync(input);
      notify.success(t.submitted);
      await queryClient.invalidateQueries({ queryKey: sellerStoreKey });
      navigate(paths.home(), { replace: true });
    } catch (error) {
      notify.error(apiMessageOf(error) ?? t.failed);
      form.showErrors(serverFieldErrors(error, serverFields));
    }
  });

  const locationError = form.errorOf('formatted_address') ?? form.errorOf('latitude');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </header>
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormCard title={t.storeSection}>
          <TextField label={f.name} autoComplete="organization" {...form.field('vendor_name')} />
          <TextareaField
            label={f.description}
            hint={f.descriptionHint}
            {...form.field('description')}
          />
          <TextField
            label={f.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            latin
            placeholder={f.phonePlaceholder}
            {...form.field('phone_number')}
          />
          <TextField label={f.city} autoComplete="address-level2" {...form.field('city')} />
        </FormCard>
        <FormCard title={t.locationSection}>
          <StoreLocationField
            value={values}
            error={locationError}
            onPicked={(location) => {
              form.setValue('formatted_address', location.formatted_address);
              form.setValue('latitude', location.latitude);
              form.setValue('longitude', location.longitude);
              if (!form.getValues('city') && location.city) form.setValue('city', location.city);
              form.clearErrors(['formatted_address', 'latitude', 'longitude']);
            }}
          />
          <TextField
            label={f.radius}
            hint={f.radiusHint}
            inputMode="decimal"
            latin
            {...form.field('delivery_radius_km')}
          />
          <FulfilmentChoice
            pickup={values.offers_pickup}
            delivery={values.offers_delivery}
            error={form.errorOf('offers_delivery')}
            onChange={(name, checked) => {
              form.setValue(name, checked);
              form.clearErrors('offers_delivery');
            }}
          />
        </FormCard>
        <FormCard title={t.walletsSection} hint={t.walletsHint}>
          <TextField
            label={f.shamcash}
            latin
            placeholder={f.walletPlaceholder}
            {...form.field('shamcash_account')}
          />
          <TextField
            label={f.goldmasters}
            latin
            placeholder={f.walletPlaceholder}
            {...form.field('goldmasters_account')}
          />
        </FormCard>
        <button
          type="submit"
          disabled={apply.isPending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {apply.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {apply.isPending ? t.submitting : t.submit}
        </button>
      </form>
    </div>
  );
}
