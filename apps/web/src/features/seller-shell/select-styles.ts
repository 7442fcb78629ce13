import { inputStyles } from '@/components/ui/form/input-styles';

/** A select looks like the text fields (browsers count a select as read-only, hence the reset). */
export const selectStyles = inputStyles(
  'h-11 min-w-0 read-only:bg-white read-only:text-neutral-900 dark:read-only:bg-neutral-900 dark:read-only:text-neutral-50',
);
