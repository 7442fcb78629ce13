import { addressText } from '@souq/domain/locales/ar/addresses';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { LoaderCircle, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles, labelStyles } from '@/components/ui/form/input-styles';
import { usePlaceSearch } from './use-place-search';

const t = addressText.picker;

/**
 * Spec discovery §4: the search box of the picker. A form of its own (Enter searches), so it is not
 * nested in the address form; choosing a result hands it to the picker and clears the list.
 */
export function PlaceSearch({ onChoose }: { onChoose: (place: GeocodePlace) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const { state, search, reset } = usePlaceSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(text);
  };

  return (
    <div className="flex flex-col gap-2">
      <form role="search" onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className={labelStyles}>
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            className={inputStyles('h-11 min-w-0 flex-1')}
          />
          <button type="submit" className={buttonStyles({ variant: 'outline' })}>
            {state.status === 'searching' ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
            {t.search}
          </button>
        </div>
      </form>
      <p role="status" className="sr-only">
        {state.status === 'searching' ? t.searching : ''}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-300">
          {state.message}
        </p>
      )}
      {state.status === 'found' && (
        <ul
          aria-label={t.resultsLabel}
          className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700"
        >
          {state.results.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.formatted_address}`}>
              <button
                type="button"
                onClick={() => {
                  onChoose(place);
                  reset();
                }}
                className="flex min-h-11 w-full items-start gap-2 px-3 py-2.5 text-start hover:bg-neutral-50 dark:hover:bg-neutral-800"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                <span>{place.formatted_address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
