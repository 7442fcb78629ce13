import { paths } from '@souq/domain/paths';
import { withQuery } from '@souq/domain/url';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryTiles } from '@/features/catalogue/api/categories';
import { CategoryTile } from '@/features/catalogue/components/category-tile';

/** Each category opens the phone's product list filtered by it (/mobile/products?category=). */
export function HomeCategories() {
  const { loading, tiles } = useCategoryTiles();
  return (
    <ul aria-busy={loading} className="grid grid-cols-2 gap-3">
      {loading
        ? Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className="h-32 w-full rounded-card" />
            </li>
          ))
        : tiles.map((tile) => (
            <li key={tile.slug}>
              <CategoryTile
                tile={tile}
                href={withQuery(paths.mobile.products(), { category: tile.slug })}
              />
            </li>
          ))}
    </ul>
  );
}
