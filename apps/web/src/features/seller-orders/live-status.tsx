import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { cn } from '@/lib/cn';
import type { StreamState } from './use-order-stream';

/**
 * Whether the board is live or polling, so an owner knows how fresh it is. Said once as a
 * status (not on every reconnect attempt): 'connecting' shows nothing.
 */
export function LiveStatus({ state }: { state: StreamState }) {
  const live = state === 'live';
  return (
    <p
      role="status"
      className={cn(
        // Under the title on a phone, beside it from the small breakpoint up.
        'order-last flex w-full items-center gap-2 text-sm font-semibold sm:order-none sm:w-auto',
        live ? 'text-primary-800 dark:text-primary-300' : 'text-neutral-600 dark:text-neutral-300',
        state === 'connecting' && 'invisible',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 shrink-0 rounded-full',
          live ? 'animate-pulse bg-primary-600 motion-reduce:animate-none' : 'bg-accent-500',
        )}
      />
      {state === 'connecting' ? null : live ? sellerBoardText.live : sellerBoardText.polling}
    </p>
  );
}
