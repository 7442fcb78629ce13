import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import type { OptionGroup, VariantSelection } from '@souq/domain/variants';
import { cn } from '@/lib/cn';

interface VariantPickerProps {
  groups: readonly OptionGroup[];
  selection: VariantSelection;
  onSelect: (group: OptionGroup['name'], value: string) => void;
  /** Whether the value can be bought with the other chosen values (variant-availability.ts). */
  isAvailable?: (group: OptionGroup['name'], value: string) => boolean;
}

/**
 * Option groups (spec): colours as swatches with their name, sizes as chips. A value none of
 * whose variants has stock is disabled and marked 'نفد'; one sold out only with the other chosen
 * values is marked too (the add button then says the choice is sold out).
 */
export function VariantPicker({ groups, selection, onSelect, isAvailable }: VariantPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.name} className="flex flex-col gap-2">
          <legend className="mb-2 font-bold text-neutral-900 dark:text-neutral-50">
            {t.optionNames[group.label]}
            {selection[group.name] && (
              <span className="ms-2 font-normal text-neutral-700 dark:text-neutral-300">
                {selection[group.name]}
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.values.map((option) => {
              const chosen = selection[group.name] === option.value;
              // None left anywhere: disabled. None left with the other choices: marked, still
              // pressable, so the shopper can move to a combination that has stock.
              const soldOut =
                !option.available || (isAvailable ? !isAvailable(group.name, option.value) : false);
              const gone = !option.available;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={chosen}
                  disabled={gone}
                  aria-label={t.valueLabel(option.value, soldOut)}
                  onClick={() => onSelect(group.name, option.value)}
                  className={cn(
                    'relative inline-flex min-h-11 items-center gap-2 border-2 px-3 text-sm font-semibold transition-colors',
                    group.type === 'color' ? 'rounded-full' : 'min-w-11 justify-center rounded-xl',
                    chosen
                      ? 'border-primary-700 bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                      : 'border-neutral-300 bg-white text-neutral-900 hover:border-primary-600 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50',
                    soldOut && 'border-dashed opacity-60',
                    gone && 'cursor-not-allowed hover:border-neutral-300',
                  )}
                >
                  {group.type === 'color' && (
                    <span
                      aria-hidden="true"
                      className="size-5 shrink-0 rounded-full border border-neutral-300"
                      style={{ background: swatchOf(option.value) }}
                    />
                  )}
                  <span className={soldOut ? 'line-through' : undefined}>{option.value}</span>
                  {soldOut && (
                    <span
                      aria-hidden="true"
                      className="text-xs text-danger-700 dark:text-danger-300"
                    >
                      {t.soldOutMark}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** Common Arabic colour names onto a swatch; anything else shows a neutral striped swatch. */
const swatches: Record<string, string> = {
  أحمر: '#dc2626',
  خمري: '#7f1d1d',
  أزرق: '#2563eb',
  كحلي: '#1e3a8a',
  أخضر: '#16a34a',
  'أخضر زيتي': '#556b2f',
  'أخضر نعناعي': '#98ff98',
  أصفر: '#facc15',
  ذهبي: '#d4af37',
  فضي: '#c0c0c0',
  أسود: '#111111',
  أبيض: '#ffffff',
  رمادي: '#6b7280',
  بيج: '#e8d9b5',
  بني: '#7c4a21',
  وردي: '#f9a8d4',
  زهري: '#f9a8d4',
  بنفسجي: '#7c3aed',
  برتقالي: '#f97316',
  سماوي: '#38bdf8',
};

function swatchOf(name: string): string {
  return swatches[name] ?? 'repeating-linear-gradient(45deg, #d6d3d1 0 4px, #f5f5f4 4px 8px)';
}
