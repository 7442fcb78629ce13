import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { Search } from 'lucide-react';
import { inputStyles } from '@/components/ui/form/input-styles';
import { cn } from '@/lib/cn';

/** Search by vendor name or address; filtering is local, so no debounce is needed. */
export function MapSearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('relative flex min-w-0 items-center', props.className)}>
      <span className="sr-only">{vendorsMapText.searchLabel}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 size-5 text-neutral-500"
      />
      <input
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={vendorsMapText.searchPlaceholder}
        enterKeyHint="search"
        maxLength={200}
        className={inputStyles('h-11 ps-10')}
      />
    </label>
  );
}
