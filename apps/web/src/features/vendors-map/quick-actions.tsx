import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { Building2, Navigation } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import type { VendorsMapState } from './use-vendors-map';

/**
 * 'Near me' and 'same city' (spec discovery §4). Desktop shows them as buttons, mobile as chips;
 * both ask for the location first when it is not known yet.
 */
export function QuickActions({ state, chips }: { state: VendorsMapState; chips?: boolean }) {
  const locating = state.location.status === 'locating';
  const style = chips
    ? 'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-pill bg-white px-3 text-sm font-semibold text-neutral-900 shadow-card hover:bg-neutral-100 disabled:opacity-60 dark:bg-neutral-900 dark:text-neutral-50'
    : buttonStyles({ variant: 'outline', size: 'sm', className: 'flex-1 whitespace-nowrap' });
  return (
    <div className={cn('flex gap-2', chips ? 'flex-nowrap' : 'flex-wrap')}>
      <button
        type="button"
        onClick={() => void state.nearMe()}
        disabled={locating}
        aria-pressed={state.filters.sort === 'distance' && state.filters.city === 'all'}
        className={style}
      >
        <Navigation aria-hidden="true" className="size-4" />
        {locating ? vendorsMapText.locating : vendorsMapText.nearMe}
      </button>
      <button type="button" onClick={state.sameCity} disabled={locating} className={style}>
        <Building2 aria-hidden="true" className="size-4" />
        {vendorsMapText.sameCity}
      </button>
    </div>
  );
}
