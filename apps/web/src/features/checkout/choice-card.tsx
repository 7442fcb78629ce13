import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  icon: ReactNode;
  /** false when the icon brings its own frame (the saved address's icon). */
  framedIcon?: boolean;
  title: string;
  hint?: string | undefined;
  /** Shown under the card while it is chosen (the wallet's account and receipt). */
  children?: ReactNode;
}

/** One option of a step as a large radio card: the whole card is the label, easy to tap. */
export function ChoiceCard(props: ChoiceCardProps) {
  const { name, value, checked, onChange, icon, framedIcon = true, title, hint, children } = props;
  return (
    <div
      className={cn(
        'rounded-card border-2 bg-white transition-colors dark:bg-neutral-900',
        checked ? 'border-primary-600' : 'border-neutral-200 dark:border-neutral-700',
      )}
    >
      <label className="flex cursor-pointer items-center gap-3 p-4">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={onChange}
          className="size-5 shrink-0 accent-primary-700"
        />
        {framedIcon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
            {icon}
          </span>
        ) : (
          icon
        )}
        <span className="flex min-w-0 flex-col">
          <span className="font-bold text-neutral-900 dark:text-neutral-50">{title}</span>
          {hint && <span className="text-sm text-neutral-700 dark:text-neutral-300">{hint}</span>}
        </span>
      </label>
      {checked && children && (
        <div className="border-t border-neutral-200 p-4 dark:border-neutral-700">{children}</div>
      )}
    </div>
  );
}
