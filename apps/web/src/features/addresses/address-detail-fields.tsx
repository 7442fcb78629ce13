import { addressText } from '@souq/domain/locales/ar/addresses';
import { ADDRESS_DETAIL_MAX } from '@souq/domain/schemas/addresses';
import { TextField } from '@/components/ui/form/text-field';
import type { AddressFormState } from './use-address-form';

const t = addressText.form;
const label = addressText.details;

/**
 * What a courier needs beyond the map pin: the street (the picker fills it, the shopper corrects
 * it), the building and the floor or flat, which no map knows. Building and floor are short, so
 * they share a row from small tablets up.
 */
export function AddressDetailFields({ form }: { form: AddressFormState }) {
  return (
    <>
      <TextField
        label={label.street}
        hint={t.streetHint}
        placeholder={t.streetPlaceholder}
        maxLength={ADDRESS_DETAIL_MAX.street}
        {...form.field('street')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={label.building}
          placeholder={t.buildingPlaceholder}
          maxLength={ADDRESS_DETAIL_MAX.building}
          {...form.field('building')}
        />
        <TextField
          label={label.floor}
          placeholder={t.floorPlaceholder}
          maxLength={ADDRESS_DETAIL_MAX.floor}
          {...form.field('floor')}
        />
      </div>
    </>
  );
}
