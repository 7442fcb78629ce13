import type { Category } from '@souq/domain/schemas/catalogue';
import type { CatalogueRepository } from './repository';

type CategoryRow = Awaited<ReturnType<CatalogueRepository['listCategories']>>[number];

export function toCategory(row: CategoryRow): Category {
  const c = row.category;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    icon_url: c.iconUrl,
    color: c.color,
    sort_order: c.sortOrder,
    is_active: c.isActive,
    product_count: Number(row.productCount),
  };
}
