import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { AlertTriangle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { loadErrorDetail } from './vendors-map-api';

/** Spec discovery §2: the loading state, two skeleton blocks. */
export function MapLoading() {
  return (
    <div role="status" className="flex flex-col gap-4" data-testid="vendors-map-loading">
      <span className="sr-only">{vendorsMapText.loading}</span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-[400px] w-full" />
    </div>
  );
}

/**
 * Spec discovery §8: the alert 'an error occurred loading data' plus the error message, and a
 * retry.
 */
export function MapLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = loadErrorDetail(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-danger-600 bg-danger-50 p-4 text-danger-700 dark:bg-danger-950 dark:text-danger-300"
    >
      <p className="flex items-center gap-2 font-bold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {vendorsMapText.loadError}
      </p>
      <p className="text-sm">{detail}</p>
      <button type="button" onClick={onRetry} className={buttonStyles({ size: 'sm' })}>
        {vendorsMapText.retry}
      </button>
    </div>
  );
}
