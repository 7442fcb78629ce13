import type { DefaultCategorySlug } from '@souq/domain/locales/ar/categories';
import { beauty } from './products/beauty';
import { books } from './products/books';
import { buildProduct } from './products/build';
import { cars } from './products/cars';
import type { ProductDraft } from './products/draft';
import { electronics } from './products/electronics';
import { fashion } from './products/fashion';
import { food } from './products/food';
import { homeGarden } from './products/home-garden';
import { sports } from './products/sports';
import type { SeedProduct } from './types';

/** One catalogue file per default category, so each stays readable. */
const draftsByCategory: Record<DefaultCategorySlug, ProductDraft[]> = {
  electronics,
  fashion,
  'home-garden': homeGarden,
  sports,
  books,
  beauty,
  cars,
  food,
};

export const seedProducts: SeedProduct[] = Object.entries(draftsByCategory).flatMap(
  ([category, drafts]) =>
    drafts.map((draft) => buildProduct(category as DefaultCategorySlug, draft)),
);
