import { cn } from '@/lib/cn';

/**
 * The look of text inputs. 16 px text keeps phones from zooming into the field; the red
 * border follows aria-invalid, so the visual and the spoken state cannot disagree.
 */
export function inputStyles(className?: string): string {
  return cn(
    'w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900',
    'placeholder:text-neutral-500 aria-[invalid=true]:border-danger-600',
    'read-only:bg-neutral-100 read-only:text-neutral-700',
    'dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50',
    'dark:placeholder:text-neutral-400 dark:read-only:bg-neutral-800 dark:read-only:text-neutral-300',
    'dark:aria-[invalid=true]:border-danger-300',
    className,
  );
}

export const labelStyles = 'font-semibold text-neutral-800 dark:text-neutral-100';
export const hintStyles = 'text-sm text-neutral-600 dark:text-neutral-300';
export const errorStyles = 'text-sm font-semibold text-danger-700 dark:text-danger-300';
