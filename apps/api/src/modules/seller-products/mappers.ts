import type {
  ProductStatus,
  SellerProduct,
  SellerProductRow,
} from '@souq/domain/schemas/seller-products';
import type { ListRow, ProductRepository, ProductRow } from './repository/products';

type Details = Awaited<ReturnType<ProductRepository['details']>>;

const iso = (value: string | Date) => new Date(value).toISOString();

export function toSellerProduct(product: ProductRow, details: Details): SellerProduct {
  const { variants, images, videos } = details;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category_id: product.categoryId,
    product_category: details.categoryName,
    sku: product.sku,
    base_price: Number(product.basePrice),
    currency: product.currency,
    stock_count: variants.length
      ? variants.reduce((sum, v) => sum + v.stockCount, 0)
      : product.stockCount,
    availability_mode: product.availabilityMode as SellerProduct['availability_mode'],
    pickup_available: product.pickupAvailable,
    delivery_available: product.deliveryAvailable,
    delivery_price: Number(product.deliveryPrice),
    payment_cash_on_delivery: product.paymentCashOnDelivery,
    payment_shamcash: product.paymentShamcash,
    payment_goldmasters: product.paymentGoldmasters,
    status: product.status as ProductStatus,
    has_orders: details.ordered,
    variants: variants.map((v) => ({
      id: v.id,
      size: v.size,
      color: v.color,
      price_adjustment: Number(v.priceAdjustment),
      stock_count: v.stockCount,
    })),
    images: images.map((i) => ({ id: i.id, image_url: i.imageUrl, sort_order: i.sortOrder })),
    videos: videos.map((v) => ({
      id: v.id,
      video_url: v.videoUrl,
      poster_url: v.posterUrl,
      duration_seconds: v.durationSeconds,
    })),
    created_at: iso(product.createdAt),
    updated_at: iso(product.updatedAt),
  };
}

export function toSellerRow(row: ListRow): SellerProductRow {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    base_price: Number(row.base_price),
    currency: row.currency,
    stock_count: Number(row.stock_count),
    status: row.status as ProductStatus,
    product_category: row.product_category,
    updated_at: iso(row.updated_at),
    image_url: row.image_url,
    variant_count: Number(row.variant_count),
  };
}
