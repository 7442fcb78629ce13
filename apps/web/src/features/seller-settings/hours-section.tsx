import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { type SellerStore, storeHoursInput, weekDays } from '@souq/domain/schemas/seller-store';
import { hintStyles, labelStyles } from '@/components/ui/form/input-styles';
import { TextField } from '@/components/ui/form/text-field';
import { FormCard } from '@/features/seller-shell/form-card';
import { CheckRow } from '@/features/seller-shell/store-fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { latinDigits } from '@/lib/latin-digits';
import { SaveButton } from './save-button';
import { useSaveSection } from './use-save-section';

const t = sellerSettingsText.hours;

/** Opening and closing time and the days the store is closed (PUT /api/seller/store/hours). */
export function HoursSection({ store }: { store: SellerStore }) {
  // Typed as 24-hour HH:MM text: a time input would speak the browser's own AM/PM words.
  const form = useSchemaForm(
    storeHoursInput,
    {
      opens_at: store.opens_at.slice(0, 5),
      closes_at: store.closes_at.slice(0, 5),
      closed_days: store.closed_days,
    },
    {
      prepare: (v) => ({
        ...v,
        opens_at: latinDigits(v.opens_at)
          .trim()
          .replace(/^(\d):/, '0$1:'),
        closes_at: latinDigits(v.closes_at)
          .trim()
          .replace(/^(\d):/, '0$1:'),
      }),
    },
  );
  const save = useSaveSection('hours');
  const closed = form.watch('closed_days');
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input).catch(() => undefined);
  });
  const toggle = (day: number, checked: boolean) =>
    form.setValue(
      'closed_days',
      checked ? [...closed, day] : closed.filter((other) => other !== day),
      { shouldDirty: true },
    );
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FormCard title={sellerSettingsText.sections.hours}>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t.opensAt}
            inputMode="numeric"
            placeholder="09:00"
            hint={t.timeHint}
            maxLength={5}
            latin
            {...form.field('opens_at')}
          />
          <TextField
            label={t.closesAt}
            inputMode="numeric"
            placeholder="09:00"
            hint={t.timeHint}
            maxLength={5}
            latin
            {...form.field('closes_at')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className={labelStyles}>{t.closedDays}</legend>
          <p className={hintStyles}>{t.closedDaysHint}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {weekDays.map((day) => (
              <CheckRow
                key={day}
                label={t.days[day] ?? ''}
                checked={closed.includes(day)}
                onChange={(checked) => toggle(day, checked)}
              />
            ))}
          </div>
        </fieldset>
        <SaveButton pending={save.isPending} />
      </FormCard>
    </form>
  );
}
