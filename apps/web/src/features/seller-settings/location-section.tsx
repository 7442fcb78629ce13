import { sellerSettingsText, storeFieldText } from '@souq/domain/locales/ar/seller';
import { type SellerStore, storeLocationInput } from '@souq/domain/schemas/seller-store';
import { TextField } from '@/components/ui/form/text-field';
import { FormCard } from '@/features/seller-shell/form-card';
import {
  FulfilmentChoice,
  numberFrom,
  StoreLocationField,
} from '@/features/seller-shell/store-fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SaveButton } from './save-button';
import { useSaveSection } from './use-save-section';

const f = storeFieldText;

/** Position, delivery radius, pickup and delivery (PUT /api/seller/store/location). */
export function LocationSection({ store }: { store: SellerStore }) {
  const form = useSchemaForm(
    storeLocationInput,
    {
      formatted_address: store.formatted_address ?? '',
      latitude: store.latitude,
      longitude: store.longitude,
      delivery_radius_km: String(store.delivery_radius_km),
      offers_pickup: store.offers_pickup,
      offers_delivery: store.offers_delivery,
    },
    {
      prepare: (v) => ({
        ...v,
        latitude: v.latitude ?? undefined,
        longitude: v.longitude ?? undefined,
        delivery_radius_km: numberFrom(v.delivery_radius_km),
      }),
    },
  );
  const save = useSaveSection('location');
  const values = form.watch();
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input).catch(() => undefined);
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FormCard title={sellerSettingsText.sections.location}>
        <StoreLocationField
          value={values}
          error={form.errorOf('formatted_address') ?? form.errorOf('latitude')}
          onPicked={(location) => {
            form.setValue('formatted_address', location.formatted_address);
            form.setValue('latitude', location.latitude);
            form.setValue('longitude', location.longitude);
            form.clearErrors(['formatted_address', 'latitude']);
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
        <SaveButton pending={save.isPending} />
      </FormCard>
    </form>
  );
}
