import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A settings row: label and hint at the start, an accessible switch (role switch) at the end. */
export function SwitchRow({ label, hint, checked, onCheckedChange, disabled }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 py-2">
      <div className="flex flex-1 flex-col">
        <label htmlFor={id} className="font-semibold text-neutral-900 dark:text-neutral-50">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-sm text-neutral-600 dark:text-neutral-300">
            {hint}
          </span>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        dir="rtl"
        className="relative h-7 w-12 shrink-0 rounded-pill bg-neutral-500 transition-colors data-[state=checked]:bg-primary-700 dark:bg-neutral-500 dark:data-[state=checked]:bg-primary-500"
      >
        <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
      </RadixSwitch.Root>
    </div>
  );
}
