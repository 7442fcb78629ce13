import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { ALL, vendorSorts } from '@souq/domain/vendors-map';
import { useId } from 'react';
import { inputStyles, labelStyles } from '@/components/ui/form/input-styles';
import { SwitchRow } from '@/components/ui/switch';
import type { VendorsMapState } from './use-vendors-map';

// Selects count as read-only in CSS: keep them white like the other fields.
const selectClass = inputStyles(
  'h-11 read-only:bg-white read-only:text-neutral-900 dark:read-only:bg-neutral-900 dark:read-only:text-neutral-50',
);

/**
 * Category, city, turbo zone and sort (spec discovery §9). Distance sorting and the turbo zone need
 * the shopper's location; without it the option is disabled and says why.
 */
export function VendorFilters({ state }: { state: VendorsMapState }) {
  const { filters, update } = state;
  const located = state.location.location !== null;
  const fallbackId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label className="flex flex-col gap-1">
          <span className={labelStyles}>{vendorsMapText.categoryLabel}</span>
          <select
            value={filters.category}
            onChange={(event) => update({ category: event.target.value })}
            aria-describedby={state.categoriesFailed ? fallbackId : undefined}
            className={selectClass}
          >
            <option value={ALL}>{vendorsMapText.allCategories}</option>
            {state.categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {state.categoriesFailed && (
          <p id={fallbackId} role="status" className="text-sm text-accent-800 dark:text-accent-200">
            {vendorsMapText.categoriesFallback}
          </p>
        )}
      </div>
      <label className="flex flex-col gap-1">
        <span className={labelStyles}>{vendorsMapText.cityLabel}</span>
        <select
          value={filters.city}
          onChange={(event) => update({ city: event.target.value })}
          className={selectClass}
        >
          <option value={ALL}>{vendorsMapText.allCities}</option>
          {state.cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className={labelStyles}>{vendorsMapText.sortLabel}</span>
        <select
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as (typeof vendorSorts)[number] })}
          className={selectClass}
        >
          {vendorSorts.map((sort) => (
            <option key={sort} value={sort} disabled={sort === 'distance' && !located}>
              {vendorsMapText.sort[sort]}
            </option>
          ))}
        </select>
        {!located && (
          <span className="text-sm text-neutral-600 dark:text-neutral-300">
            {vendorsMapText.distanceNeedsLocation}
          </span>
        )}
      </label>
      <SwitchRow
        label={vendorsMapText.turboLabel}
        hint={located ? vendorsMapText.turboHint : vendorsMapText.turboNeedsLocation}
        checked={filters.turboOnly}
        onCheckedChange={(turboOnly) => update({ turboOnly })}
      />
    </div>
  );
}
