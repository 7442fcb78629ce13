import { productEditorText } from '@souq/domain/locales/ar/seller';
import { currencies } from '@souq/domain/schemas/catalogue';
import {
  type ProductInputParsed,
  productInput,
  type SellerProduct,
} from '@souq/domain/schemas/seller-products';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorStyles } from '@/components/ui/form/input-styles';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { currencyName } from '@/features/cart-page/currency-name';
import { FormCard } from '@/features/seller-shell/form-card';
import { SelectField } from '@/features/seller-shell/select-field';
import { selectStyles } from '@/features/seller-shell/select-styles';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { type ProductValues, productPayload, productValues } from './product-form-values';
import { useSellerCategories } from './use-seller-categories';
import { VariantsFields } from './variants-fields';

const t = productEditorText;
const serverFields = Object.keys(productValues(null));

interface ProductFormProps {
  product: SellerProduct | null;
  saving: boolean;
  onSave: (input: ProductInputParsed) => Promise<SellerProduct | undefined>;
}

/** Everything about a product but its photos and videos, checked with the shared schema. */
export function ProductForm({ product, saving, onSave }: ProductFormProps) {
  const form = useSchemaForm(productInput, productValues(product), { prepare: productPayload });
  const categories = useSellerCategories();
  const hasVariants = form.watch('variants').length > 0;
  // The categories arrive after the select was drawn: show the product's own once they do.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (categories.length > 0) setValue('category_id', getValues('category_id'));
  }, [categories.length, getValues, setValue]);
  // Leaving with unsaved changes asks first (a save that navigates is not a leave).
  const savingNow = useRef(false);
  const dirty = form.formState.isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !savingNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const submit = form.onSubmit(async (input) => {
    savingNow.current = true;
    try {
      const saved = await onSave(input);
      // Start again from what was stored: new variants now have ids, kept on the next save.
      if (product && saved) form.reset(productValues(saved));
    } catch (error) {
      form.showErrors(serverFieldErrors(error, serverFields));
    } finally {
      savingNow.current = false;
    }
  });
  const check = (name: keyof ProductValues, label: string) => (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 px-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-neutral-700 dark:has-[:checked]:bg-primary-950">
      <input type="checkbox" className="size-5 accent-primary-700" {...form.register(name)} />
      <span className="font-semibold">{label}</span>
    </label>
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t.leaveTitle}
        description={t.leaveText}
        confirmLabel={t.leave}
        onConfirm={() => blocker.proceed?.()}
        cancelLabel={t.stay}
      />
      <FormCard title={t.basics}>
        <TextField label={t.name} {...form.field('name')} />
        <TextareaField label={t.description} rows={5} {...form.field('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t.category} error={form.errorOf('category_id')}>
            <select className={selectStyles} {...form.register('category_id')}>
              <option value="">{t.noCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </SelectField>
          <TextField label={t.sku} hint={t.skuHint} latin {...form.field('sku')} />
        </div>
        <SelectField label={t.status}>
          <select className={selectStyles} {...form.register('status')}>
            <option value="active">{t.statusActive}</option>
            <option value="draft">{t.statusDraft}</option>
          </select>
        </SelectField>
      </FormCard>
      <FormCard title={t.pricing}>
        <div className="grid grid-cols-2 gap-4">
          <TextField label={t.basePrice} inputMode="decimal" latin {...form.field('base_price')} />
          <SelectField label={t.currency} error={form.errorOf('currency')}>
            <select className={selectStyles} {...form.register('currency')}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {currencyName(code)}
                </option>
              ))}
            </select>
          </SelectField>
          <TextField
            label={t.stock}
            inputMode="numeric"
            latin
            readOnly={hasVariants}
            hint={hasVariants ? t.stockWithVariants : undefined}
            {...form.field('stock_count')}
          />
          <SelectField label={t.availability}>
            <select className={selectStyles} {...form.register('availability_mode')}>
              <option value="for_sale">{t.availabilityModes.for_sale}</option>
              <option value="display_only">{t.availabilityModes.display_only}</option>
            </select>
          </SelectField>
        </div>
      </FormCard>
      <FormCard title={t.variantsTitle} hint={t.variantsHint}>
        <VariantsFields form={form} />
      </FormCard>
      <FormCard title={t.fulfilment}>
        <div className="grid gap-2 sm:grid-cols-2">
          {check('pickup_available', t.pickup)}
          {check('delivery_available', t.delivery)}
        </div>
        <TextField
          label={t.deliveryPrice}
          inputMode="decimal"
          latin
          {...form.field('delivery_price')}
        />
      </FormCard>
      <FormCard title={t.payments}>
        <div className="grid gap-2 sm:grid-cols-3">
          {check('payment_cash_on_delivery', t.cash)}
          {check('payment_shamcash', t.shamcash)}
          {check('payment_goldmasters', t.goldmasters)}
        </div>
        {form.errorOf('payment_cash_on_delivery') && (
          <p role="alert" className={errorStyles}>
            {form.errorOf('payment_cash_on_delivery')}
          </p>
        )}
      </FormCard>
      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-neutral-200 bg-neutral-50/95 px-4 py-3 sm:bottom-0 dark:border-neutral-800 dark:bg-neutral-950/95">
        <button
          type="submit"
          disabled={saving}
          className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto sm:min-w-48' })}
        >
          {saving && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {saving ? t.saving : product ? t.save : t.create}
        </button>
      </div>
    </form>
  );
}
