import { Search } from 'lucide-react';
import { inputStyles } from '@/components/ui/form/input-styles';
import { cn } from '@/lib/cn';

/** The search box above a seller list: a magnifier, and its label read only by screen readers. */
export function ListSearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-neutral-500"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className={inputStyles('h-11 ps-10')}
      />
    </label>
  );
}
