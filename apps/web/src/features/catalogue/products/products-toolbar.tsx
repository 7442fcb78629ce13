import { pricesText } from '@souq/domain/locales/ar/prices';
import { productsText } from '@souq/domain/locales/ar/products';
import { inputStyles } from '@/components/ui/form/input-styles';
import { useCategoryTiles } from '../api/categories';
import { SearchBox } from './search-box';
import { type SortOption, sortOptions, type ViewMode } from './use-product-params';
import { ViewToggle } from './view-toggle';

export interface ProductsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  category: string;
  onCategory: (slug: string) => void;
  currency: string;
  onCurrency: (currency: string) => void;
  sort: SortOption | null;
  onSort: (sort: SortOption | null) => void;
  /** A search without a chosen sort is ordered by relevance (the API's default). */
  searching: boolean;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

// Selects count as read-only in CSS: keep them white like the other fields.
const selectClass = inputStyles(
  'h-11 w-full read-only:bg-white read-only:text-neutral-900 sm:w-auto dark:read-only:bg-neutral-900 dark:read-only:text-neutral-50',
);

/** Search, category, sort and view of the web products page (spec: all products). */
export function ProductsToolbar(props: ProductsToolbarProps) {
  const { tiles } = useCategoryTiles();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-neutral-200 bg-white p-3 shadow-card sm:flex-row sm:flex-wrap sm:items-center dark:border-neutral-700 dark:bg-neutral-900">
      <SearchBox value={props.search} onChange={props.onSearch} />
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-36 flex-1 items-center gap-2 sm:min-w-0 sm:flex-none">
          <span className="sr-only">{productsText.categoryLabel}</span>
          <select
            value={props.category}
            onChange={(event) => props.onCategory(event.target.value)}
            className={selectClass}
          >
            <option value="">{productsText.allCategories}</option>
            {tiles.map((tile) => (
              <option key={tile.slug} value={tile.slug}>
                {tile.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-36 flex-1 items-center gap-2 sm:min-w-0 sm:flex-none">
          <span className="sr-only">{pricesText.currencyLabel}</span>
          <select
            value={props.currency}
            onChange={(event) => props.onCurrency(event.target.value)}
            className={selectClass}
          >
            <option value="">{pricesText.allCurrencies}</option>
            {Object.entries(pricesText.currencies).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-36 flex-1 items-center gap-2 sm:min-w-0 sm:flex-none">
          <span className="sr-only">{productsText.sortLabel}</span>
          <select
            value={props.sort ?? (props.searching ? '' : 'newest')}
            onChange={(event) => props.onSort((event.target.value || null) as SortOption | null)}
            className={selectClass}
          >
            {props.searching && <option value="">{productsText.relevance}</option>}
            {sortOptions.map((option) => (
              <option key={option} value={option}>
                {productsText.sort[option]}
              </option>
            ))}
          </select>
        </label>
        <ViewToggle value={props.view} onChange={props.onView} />
      </div>
    </div>
  );
}
