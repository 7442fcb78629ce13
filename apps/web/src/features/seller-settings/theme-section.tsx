import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { themeCssVariables } from '@souq/domain/theme-palettes';
import {
  type ColorPattern,
  chooseTheme,
  colorPatterns,
  layoutTemplates,
  type StorefrontLayout,
} from '@souq/domain/vendor-theme';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormCard } from '@/features/seller-shell/form-card';
import { cn } from '@/lib/cn';
import { SaveButton } from './save-button';
import { StorePreview } from './store-preview';
import { useSaveSection } from './use-save-section';

const t = sellerSettingsText.theme;

const choiceStyles =
  'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-neutral-200 bg-white px-3 py-2 font-semibold has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 dark:border-neutral-700 dark:bg-neutral-900 dark:has-[:checked]:bg-primary-950';

/** Layout (6) and colour pattern (8), previewed live before PUT /api/seller/store/theme. */
export function ThemeSection({ store }: { store: SellerStore }) {
  const saved = chooseTheme(store);
  const [layout, setLayout] = useState<StorefrontLayout>(saved.layout);
  const [color, setColor] = useState<ColorPattern>(saved.colorPattern);
  const save = useSaveSection('theme');
  const changed = layout !== saved.layout || color !== saved.colorPattern;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ layout_template: layout, color_pattern: color });
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit}>
        <FormCard title={sellerSettingsText.sections.theme}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-bold">{t.layout}</legend>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
              {layoutTemplates.map((name) => (
                <label key={name} className={choiceStyles}>
                  <input
                    type="radio"
                    name="layout_template"
                    value={name}
                    checked={layout === name}
                    onChange={() => setLayout(name)}
                    className="size-5 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0">{t.layouts[name]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-bold">{t.colors}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {colorPatterns.map((name) => {
                const palette = themeCssVariables(name);
                return (
                  <label key={name} className={choiceStyles}>
                    <input
                      type="radio"
                      name="color_pattern"
                      value={name}
                      checked={color === name}
                      onChange={() => setColor(name)}
                      className="sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full border border-black/10"
                      style={{ background: palette['--vendor-primary'] }}
                    >
                      {color === name && (
                        <Check
                          className="size-4"
                          style={{ color: palette['--vendor-primary-foreground'] }}
                        />
                      )}
                    </span>
                    <span
                      aria-hidden="true"
                      className="size-4 shrink-0 rounded-full border border-black/10 max-sm:hidden"
                      style={{ background: palette['--vendor-secondary'] }}
                    />
                    <span className={cn('min-w-0 text-sm')}>{t.colorNames[name]}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {changed && (
            <p role="status" className="font-semibold text-accent-800 dark:text-accent-200">
              {t.unsaved}
            </p>
          )}
          <SaveButton pending={save.isPending} disabled={!changed} />
        </FormCard>
      </form>
      <StorePreview store={store} layout={layout} colorPattern={color} />
    </div>
  );
}
