import { productEditorText } from '@souq/domain/locales/ar/seller';
import { MAX_VARIANTS, type ProductInputParsed } from '@souq/domain/schemas/seller-products';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { errorStyles } from '@/components/ui/form/input-styles';
import { TextField } from '@/components/ui/form/text-field';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import { emptyVariant, type ProductValues } from './product-form-values';

const t = productEditorText;

/** The variants as a field array: size, colour, price difference and stock each; add, remove. */
export function VariantsFields({ form }: { form: SchemaForm<ProductValues, ProductInputParsed> }) {
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  return (
    <div className="flex flex-col gap-3">
      {variants.fields.length === 0 && (
        <p className="text-neutral-600 dark:text-neutral-300">{t.noVariants}</p>
      )}
      <ol className="flex flex-col gap-3">
        {variants.fields.map((variant, index) => {
          const problem = form.errorOf(`variants.${index}`);
          return (
            <li
              key={variant.key}
              className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-3 dark:border-neutral-700"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-bold">{t.variant(index + 1)}</h3>
                <button
                  type="button"
                  aria-label={t.removeVariant(index + 1)}
                  onClick={() => variants.remove(index)}
                  className={buttonStyles({
                    variant: 'ghost',
                    size: 'icon',
                    className: 'text-danger-700 dark:text-danger-300',
                  })}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
              <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
                <TextField label={t.size} {...form.field(`variants.${index}.size`)} />
                <TextField label={t.color} {...form.field(`variants.${index}.color`)} />
                <TextField
                  label={t.priceAdjustment}
                  inputMode="decimal"
                  latin
                  {...form.field(`variants.${index}.price_adjustment`)}
                />
                <TextField
                  label={t.variantStock}
                  inputMode="numeric"
                  latin
                  {...form.field(`variants.${index}.stock_count`)}
                />
              </div>
              {problem && (
                <p role="alert" className={errorStyles}>
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={variants.fields.length >= MAX_VARIANTS}
        onClick={() => variants.append({ ...emptyVariant })}
        className={buttonStyles({
          variant: 'outline',
          className: 'w-full sm:w-auto sm:self-start',
        })}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t.addVariant}
      </button>
    </div>
  );
}
