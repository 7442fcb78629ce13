import { productsText } from '@souq/domain/locales/ar/products';
import { Search } from 'lucide-react';
import { inputStyles } from '@/components/ui/form/input-styles';

/** The search field; the screen debounces what is typed (spec: 300 ms). */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <label className="relative flex min-w-0 flex-1 items-center">
      <span className="sr-only">{productsText.searchLabel}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 size-5 text-neutral-500"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={productsText.searchPlaceholder}
        enterKeyHint="search"
        maxLength={200}
        className={inputStyles('h-11 ps-10')}
      />
    </label>
  );
}
