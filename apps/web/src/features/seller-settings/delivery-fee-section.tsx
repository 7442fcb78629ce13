import { feeAtDistance } from '@souq/domain/delivery-fee';
import { formatLatinNumber } from '@souq/domain/latin-number';
import { sellerSettingsText, sellerText } from '@souq/domain/locales/ar/seller';
import { fromMinor, toMinor } from '@souq/domain/money';
import { paths } from '@souq/domain/paths';
import { currencies } from '@souq/domain/schemas/catalogue';
import {
  type DeliveryFeeRulePayload,
  deliveryFeeRuleSchema,
  ruleInMinor,
} from '@souq/domain/schemas/seller-orders';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { useQuery } from '@tanstack/react-query';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { errorStyles, hintStyles, labelStyles } from '@/components/ui/form/input-styles';
import { TextField } from '@/components/ui/form/text-field';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { useAuth } from '@/features/auth/use-auth';
import { currencyName } from '@/features/cart-page/currency-name';
import { sellerStoreKey } from '@/features/seller-shell/api';
import { FormCard } from '@/features/seller-shell/form-card';
import { SelectField } from '@/features/seller-shell/select-field';
import { selectStyles } from '@/features/seller-shell/select-styles';
import { numberFrom } from '@/features/seller-shell/store-fields';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { http } from '@/lib/http';
import { useSellerPaths } from '@/lib/tree-paths';
import { SaveButton } from './save-button';
import { useSaveSection } from './use-save-section';

const t = sellerSettingsText.deliveryFee;
const kinds = ['free', 'flat', 'per_km'] as const;
/** The example order the section prices live: its value (in the order's currency) and distance. */
const EXAMPLE_ORDER = 50_000;
const EXAMPLE_KM = 5;

type Values = {
  kind: (typeof kinds)[number] | '';
  currency: string;
  amount: string;
  base: string;
  per_km: string;
  free_above: string;
};

/**
 * The store's delivery fee rule (GET/PUT /api/seller/store/delivery-fee; decision 017
 * "Delivery fee"): free, flat, or per started kilometre with an optional free-above amount.
 * Read under the store's key, so a save (which bumps the store's updated_at) reads it again.
 */
export function DeliveryFeeSection({ store }: { store: SellerStore }) {
  const userId = useAuth().user?.id ?? null;
  const rule = useQuery({
    queryKey: [...sellerStoreKey, 'delivery-fee', userId],
    queryFn: ({ signal }) =>
      http<{ rule: DeliveryFeeRulePayload | null }>(paths.api.seller.deliveryFeeRule(), {
        signal,
      }),
    // Only a save refreshes it: a background refetch would reset what the owner is typing.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (rule.isPending) return <SpinnerStatus label={sellerText.loading} />;
  if (rule.isError) {
    return (
      <FormCard title={sellerSettingsText.sections['delivery-fee']}>
        <LoadErrorNotice
          error={rule.error}
          title={t.loadFailed}
          onRetry={() => void rule.refetch()}
          retrying={rule.isFetching}
        />
      </FormCard>
    );
  }
  // Keyed by the read: the form starts again from what was stored after every save.
  return <RuleForm key={rule.dataUpdatedAt} store={store} saved={rule.data.rule} />;
}

const text = (amount: number | null | undefined) => (amount == null ? '' : String(amount));

function valuesOf(rule: DeliveryFeeRulePayload | null): Values {
  return {
    kind: rule?.kind ?? '',
    currency: rule && rule.kind !== 'free' ? rule.currency : 'SYP',
    amount: text(rule?.kind === 'flat' ? rule.amount : null),
    base: text(rule?.kind === 'per_km' ? rule.base : null),
    per_km: text(rule?.kind === 'per_km' ? rule.per_km : null),
    free_above: text(rule?.kind === 'per_km' ? rule.free_above : null),
  };
}

/** The typed values as the schema reads them: only the chosen kind's own amounts. */
function payloadOf(v: Values): Record<string, unknown> {
  if (v.kind === 'flat')
    return { kind: 'flat', amount: numberFrom(v.amount), currency: v.currency };
  if (v.kind === 'per_km') {
    return {
      kind: 'per_km',
      currency: v.currency,
      base: numberFrom(v.base),
      per_km: numberFrom(v.per_km),
      free_above: v.free_above.trim() === '' ? null : numberFrom(v.free_above),
    };
  }
  return v.kind === 'free' ? { kind: 'free' } : {};
}

function RuleForm({ store, saved }: { store: SellerStore; saved: DeliveryFeeRulePayload | null }) {
  const form = useSchemaForm(deliveryFeeRuleSchema, valuesOf(saved), { prepare: payloadOf });
  const save = useSaveSection('delivery-fee');
  const values = form.watch();
  const submit = form.onSubmit(async (rule) => {
    await save.mutateAsync(rule).catch(() => undefined);
  });
  const kindError = form.errorOf('kind') ?? form.formState.errors.root?.message;
  const noPosition = store.latitude === null || store.longitude === null;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FormCard title={sellerSettingsText.sections['delivery-fee']} hint={t.intro}>
        {!saved && <p className="font-semibold text-accent-800 dark:text-accent-200">{t.noRule}</p>}
        <fieldset className="flex flex-col gap-2">
          <legend className={`${labelStyles} mb-2`}>{t.kind}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {kinds.map((kind) => (
              <label
                key={kind}
                className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-neutral-200 bg-white px-3 py-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 dark:border-neutral-700 dark:bg-neutral-900 dark:has-[:checked]:bg-primary-950"
              >
                <input
                  type="radio"
                  value={kind}
                  aria-invalid={kindError ? true : undefined}
                  {...form.register('kind', { onChange: () => form.clearErrors() })}
                  className="mt-0.5 size-5 shrink-0 accent-primary-700"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{t.kinds[kind]}</span>
                  <span className={hintStyles}>{t.kindHints[kind]}</span>
                </span>
              </label>
            ))}
          </div>
          {kindError && (
            <p role="alert" className={errorStyles}>
              {kindError}
            </p>
          )}
        </fieldset>
        {(values.kind === 'flat' || values.kind === 'per_km') && (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label={t.currency} error={form.errorOf('currency')}>
              <select className={selectStyles} {...form.register('currency')}>
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {currencyName(code)}
                  </option>
                ))}
              </select>
            </SelectField>
            {values.kind === 'flat' && (
              <TextField label={t.amount} inputMode="decimal" latin {...form.field('amount')} />
            )}
          </div>
        )}
        {values.kind === 'per_km' && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={t.base} inputMode="decimal" latin {...form.field('base')} />
              <TextField
                label={t.perKm}
                hint={t.perKmHint}
                inputMode="decimal"
                latin
                {...form.field('per_km')}
              />
            </div>
            <TextField
              label={t.freeAbove}
              hint={t.freeAboveHint}
              inputMode="decimal"
              latin
              {...form.field('free_above')}
            />
            {noPosition && <NeedsLocation />}
          </>
        )}
        {values.kind !== '' && <FeeExample values={values} />}
        <SaveButton pending={save.isPending} />
      </FormCard>
    </form>
  );
}

/** A per-km rule prices nothing without the store's position: say so, and where to set it. */
function NeedsLocation() {
  const paths = useSellerPaths();
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border border-accent-300 bg-accent-50 p-4 text-neutral-900 sm:flex-row sm:items-center dark:bg-accent-800 dark:text-accent-50"
    >
      <MapPinOff
        aria-hidden="true"
        className="size-6 shrink-0 text-accent-800 dark:text-accent-100"
      />
      <p className="min-w-0 flex-1">{t.needsLocation}</p>
      <Link
        to={paths.settings('location')}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        {t.setLocation}
      </Link>
    </div>
  );
}

const amountText = (amount: number) => formatLatinNumber(amount, 0, 2);

/**
 * What a shopper would pay, priced live with the arithmetic placement uses (feeAtDistance), so
 * the owner sees the rule's effect before saving it.
 */
function FeeExample({ values }: { values: Values }) {
  const parsed = deliveryFeeRuleSchema.safeParse(payloadOf(values));
  if (!parsed.success) {
    return <p className={hintStyles}>{t.exampleInvalid}</p>;
  }
  const rule = parsed.data;
  const fee = fromMinor(feeAtDistance(ruleInMinor(rule), EXAMPLE_KM, toMinor(EXAMPLE_ORDER)));
  const order = amountText(EXAMPLE_ORDER);
  return (
    <section
      aria-label={t.exampleTitle}
      data-testid="fee-example"
      className="rounded-card bg-primary-50 p-4 text-neutral-900 dark:bg-primary-950 dark:text-neutral-50"
    >
      <p className="mb-1 font-bold">{t.exampleTitle}</p>
      <p>
        {fee === 0
          ? t.exampleFree(order, EXAMPLE_KM)
          : t.example(order, EXAMPLE_KM, amountText(fee))}
      </p>
      {rule.kind === 'per_km' && rule.free_above !== null && (
        <p>{t.exampleFreeAbove(amountText(rule.free_above))}</p>
      )}
    </section>
  );
}
