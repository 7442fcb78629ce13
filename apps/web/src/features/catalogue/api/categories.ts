import { defaultCategories } from '@souq/domain/locales/ar/categories';
import { paths } from '@souq/domain/paths';
import type { Category } from '@souq/domain/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { cachedGet, cachedNow, cacheTtl } from '@/lib/response-cache';

/** What a category tile needs, from the server or from the Arabic defaults. */
export interface CategoryTile {
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
  iconUrl: string | null;
  color: string | null;
  productCount: number | null;
}

const fallbackTiles: CategoryTile[] = defaultCategories.map((category) => ({
  ...category,
  iconUrl: null,
  productCount: null,
}));

export function getCategories(signal?: AbortSignal) {
  return cachedGet<{ data: Category[]; count: number }>(
    paths.api.exportCategories(),
    cacheTtl.categories,
    signal,
  );
}

function toTiles(categories: readonly Category[]): CategoryTile[] {
  return categories
    .filter((category) => category.is_active)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((category) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      icon: category.icon,
      iconUrl: category.icon_url,
      color: category.color,
      productCount: category.product_count,
    }));
}

/**
 * Server categories, or the eight Arabic defaults when the call fails or returns none
 * (spec: Category). One retry only: there is a good fallback, so shoppers should not wait
 * through the full back-off to see it.
 */
export function useCategoryTiles(): { loading: boolean; tiles: CategoryTile[] } {
  const query = useQuery({
    queryKey: ['categories', 'active'],
    queryFn: ({ signal }) => getCategories(signal),
    // Embedded in the page (decision 025): the tiles, not four placeholders, on the first paint.
    initialData: () =>
      cachedNow<{ data: Category[]; count: number }>(
        paths.api.exportCategories(),
        cacheTtl.categories,
      ),
    retry: 1,
    staleTime: 15 * 60_000,
  });
  if (query.isPending) return { loading: true, tiles: [] };
  const tiles = query.data ? toTiles(query.data.data ?? []) : [];
  return { loading: false, tiles: tiles.length > 0 ? tiles : fallbackTiles };
}
