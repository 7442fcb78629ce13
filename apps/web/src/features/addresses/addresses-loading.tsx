import { addressText } from '@souq/domain/locales/ar/addresses';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec discovery §9: two skeletons while the saved addresses load. */
export const ADDRESS_SKELETONS = 2;

export function AddressesLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{addressText.list.loading}</span>
      {Array.from({ length: ADDRESS_SKELETONS }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          data-testid="address-skeleton"
          className="flex gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
        >
          <Skeleton className="size-10 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-8 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
