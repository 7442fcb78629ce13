import type { Category, Product } from '@souq/domain/schemas/catalogue';
import type { CatalogueRepository } from './repository';

type ProductRow = Awaited<ReturnType<CatalogueRepository['listProducts']>>['rows'][number];
type ImageRow = Awaited<ReturnType<CatalogueRepository['imagesOf']>>[number];
type VariantRow = Awaited<ReturnType<CatalogueRepository['variantsOf']>>[number];
type CategoryRow = Awaited<ReturnType<CatalogueRepository['listCategories']>>[number];

/** numeric(14,2) arrives as decimal text; JSON carries it as a number with the same 2 decimals. */
const decimal = (text: string) => Number(text);

/** Rows in the spec's Product shape (field names of the original backend). */
export function toProduct(row: ProductRow, images: ImageRow[], variants: VariantRow[]): Product {
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    base_price: decimal(p.basePrice),
    currency: p.currency,
    stock_count: p.stockCount,
    product_category: row.categoryName,
    category_id: p.categoryId,
    vendor_id: p.vendorId,
    vendor_profiles: { id: p.vendorId, vendor_name: row.vendorName },
    product_images: images.map((image) => ({ image_url: image.imageUrl })),
    product_variants: variants.map((v) => ({
      id: v.id,
      size: v.size,
      color: v.color,
      price_adjustment: decimal(v.priceAdjustment),
      stock_count: v.stockCount,
    })),
    delivery_available: p.deliveryAvailable,
    delivery_price: decimal(p.deliveryPrice),
    pickup_available: p.pickupAvailable,
    availability_mode: p.availabilityMode === 'display_only' ? 'display_only' : 'for_sale',
    payment_cash_on_delivery: p.paymentCashOnDelivery,
    payment_shamcash: p.paymentShamcash,
    payment_goldmasters: p.paymentGoldmasters,
    created_at: p.createdAt.toISOString(),
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
