import type { SellerStore, StoreStatus } from '@souq/domain/schemas/seller-store';
import type { OwnedStore } from './repository';

/** "09:00:00" (a time column) as the form's "09:00". */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The owner's own store as the console reads it: everything it may edit, the custom CSS as
 * the owner wrote it (the storefront serves it sanitised), wallets and status included.
 */
export function toSellerStore({ store, gallery, productCount }: OwnedStore): SellerStore {
  return {
    id: store.id,
    status: store.status as StoreStatus,
    status_reason: store.statusReason,
    applied_at: store.appliedAt.toISOString(),
    vendor_name: store.vendorName,
    description: store.description,
    phone_number: store.phoneNumber,
    city: store.city,
    formatted_address: store.formattedAddress,
    latitude: store.latitude,
    longitude: store.longitude,
    delivery_radius_km: store.deliveryRadiusKm,
    offers_pickup: store.offersPickup,
    offers_delivery: store.offersDelivery,
    opens_at: hhmm(store.opensAt),
    closes_at: hhmm(store.closesAt),
    closed_days: [...store.closedDays].sort(),
    shamcash_account: store.shamcashAccount,
    goldmasters_account: store.goldmastersAccount,
    layout_template: store.layoutTemplate,
    color_pattern: store.colorPattern,
    custom_css: store.customCss,
    brand_logo_url: store.brandLogoUrl,
    banner_image_url: store.bannerImageUrl,
    gallery: gallery.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      sort_order: image.sortOrder,
    })),
    product_count: productCount,
    updated_at: store.updatedAt.toISOString(),
  };
}
