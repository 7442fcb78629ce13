import { Skeleton } from '@/components/ui/skeleton';

/** Same outline as ProductCard, so nothing moves when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-card border border-neutral-200 bg-white">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-6 w-2/5" />
        <Skeleton className="mt-2 h-9 w-full" />
      </div>
    </div>
  );
}
