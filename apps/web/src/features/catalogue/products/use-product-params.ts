import type { ProductSort } from '@souq/domain/schemas/catalogue';
import { useSearchParams } from 'react-router';

/**
 * The sort menu onto the API's `sort` (the same table as the domain's productSortOfOption;
 * a test keeps them equal). Copied so this page does not download zod with the schemas.
 */
export const sortOfOption = {
  newest: 'newest',
  'price-low': 'price_low',
  'price-high': 'price_high',
  name: 'name',
} as const satisfies Record<string, ProductSort>;

export type SortOption = keyof typeof sortOfOption;
export type ViewMode = 'grid' | 'list';
export const sortOptions = Object.keys(sortOfOption) as SortOption[];

const isSort = (value: string | null): value is SortOption =>
  value !== null && value in sortOfOption;

export interface ProductParams {
  q: string;
  category: string;
  /** One currency only (decision 018); empty: every currency, prices compared by value. */
  currency: string;
  sort: SortOption | null;
  view: ViewMode;
}

/**
 * Search, category, currency, sort and view live in the URL (?q=&category=&currency=&sort=&view=), so a shared
 * link or a reload shows the same list. Defaults are left out to keep links short.
 */
export function useProductParams(): [ProductParams, (next: Partial<ProductParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const params: ProductParams = {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    currency: search.get('currency') ?? '',
    sort: isSort(sort) ? sort : null,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
  const update = (next: Partial<ProductParams>) => {
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          const isDefault = !value || (key === 'view' && value === 'grid');
          if (isDefault) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  };
  return [params, update];
}
