import { landing } from '@souq/domain/locales/ar/landing';
import { paths } from '@souq/domain/paths';
import { withQuery } from '@souq/domain/url';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryTiles } from '@/features/catalogue/api/categories';
import { CategoryTile } from '@/features/catalogue/components/category-tile';
import { SectionHeading } from './section-heading';

const text = landing.categories;

/** Each category opens the products page filtered by it (/products?category=slug). */
export function CategoriesSection() {
  const { loading, tiles } = useCategoryTiles();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pt-14">
      <SectionHeading id="categories-title" title={text.heading} intro={text.intro} />
      <ul aria-busy={loading} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {loading
          ? Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton className="h-36 w-full rounded-card sm:h-24" />
              </li>
            ))
          : tiles.map((tile) => (
              <li key={tile.slug}>
                <CategoryTile
                  tile={tile}
                  href={withQuery(paths.web.products(), { category: tile.slug })}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
