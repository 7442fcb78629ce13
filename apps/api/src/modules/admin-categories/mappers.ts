import type { AdminCategory } from '@souq/domain/schemas/admin-categories';
import type { AdminCategoryRow } from './repository';

export function toAdminCategory({ category: c, productCount }: AdminCategoryRow): AdminCategory {
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
    product_count: Number(productCount),
  };
}
