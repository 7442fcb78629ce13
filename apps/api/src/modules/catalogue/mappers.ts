import type { Category, Product } from '@souq/domain/schemas/catalogue';
import type { CatalogueRepository, ProductPageRow } from './repository';

type CategoryRow = Awaited<ReturnType<CatalogueRepository['listCategories']>>[number];

/** numeric(14,2) arrives as decimal text (or a JSON number); JSON carries it as a number. */
const decimal = (value: string | number) => Number(value);

const isoTime = (value: Date | string) => new Date(value).toISOString();

/** A page row in the spec's Product shape (field names of the original backend). */
export function toProduct(row: ProductPageRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    base_price: decimal(row.base_price),
    currency: row.currency,
    stock_count: row.stock_count,
    product_category: row.category_name,
    category_id: row.category_id,
    vendor_id: row.vendor_id,
    vendor_profiles: { id: row.vendor_id, vendor_name: row.vendor_name },
    product_images: row.image_urls.map((imageUrl) => ({ image_url: imageUrl })),
    product_variants: row.variants.map((v) => ({
      id: v.id,
      size: v.size,
      color: v.color,
      price_adjustment: decimal(v.price_adjustment),
      stock_count: v.stock_count,
    })),
    delivery_available: row.delivery_available,
    delivery_price: decimal(row.delivery_price),
    pickup_available: row.pickup_available,
    availability_mode: row.availability_mode === 'display_only' ? 'display_only' : 'for_sale',
    payment_cash_on_delivery: row.payment_cash_on_delivery,
    payment_shamcash: row.payment_shamcash,
    payment_goldmasters: row.payment_goldmasters,
    created_at: isoTime(row.created_at),
  };
}

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
