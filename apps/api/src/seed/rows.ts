import { defaultCategories } from '@souq/domain/locales/ar/categories';
import type {
  categories,
  productImages,
  products,
  productVariants,
  vendorProfiles,
  vendorStoreImages,
} from '../db/schema';
import type { SeedProduct, SeedVendor } from './data/types';
import { stableId } from './ids';
import type { ImagePlan } from './images';
import { seededAt } from './reference-time';

/**
 * Pure mapping from demo data to table rows: ids from stableId, dates from the fixed
 * reference, image URLs from the image plan. No database access here, so it is easy to test.
 */
export function categoryRows(): (typeof categories.$inferInsert)[] {
  return defaultCategories.map((category, index) => ({
    id: stableId('category', category.slug),
    slug: category.slug,
    name: category.name,
    description: category.description,
    icon: category.icon,
    color: category.color,
    sortOrder: index + 1,
    isActive: true,
    createdAt: seededAt(200, `category:${category.slug}`),
  }));
}

export function vendorRows(
  vendors: SeedVendor[],
  plan: ImagePlan,
  ownerIds: ReadonlyMap<string, string>,
): (typeof vendorProfiles.$inferInsert)[] {
  return vendors.map((vendor, index) => {
    const images = plan.vendorImages.get(vendor.key);
    const createdAt = seededAt(150 + index * 3, `vendor:${vendor.key}`);
    return {
      id: stableId('vendor', vendor.key),
      ownerUserId: vendor.ownerEmail ? (ownerIds.get(vendor.ownerEmail) ?? null) : null,
      vendorName: vendor.vendorName,
      description: vendor.description,
      brandLogoUrl: images?.logo ?? null,
      bannerImageUrl: images?.banner ?? null,
      formattedAddress: vendor.formattedAddress,
      city: vendor.city,
      phoneNumber: vendor.phoneNumber,
      latitude: vendor.latitude,
      longitude: vendor.longitude,
      deliveryRadiusKm: vendor.deliveryRadiusKm,
      layoutTemplate: vendor.layoutTemplate,
      colorPattern: vendor.colorPattern,
      customCss: vendor.customCss,
      shamcashAccount: vendor.shamcashAccount,
      goldmastersAccount: vendor.goldmastersAccount,
      opensAt: vendor.opensAt,
      closesAt: vendor.closesAt,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function storeImageRows(
  vendors: SeedVendor[],
  plan: ImagePlan,
): (typeof vendorStoreImages.$inferInsert)[] {
  return vendors.flatMap((vendor, index) =>
    (plan.vendorImages.get(vendor.key)?.store ?? []).map((imageUrl, sortOrder) => ({
      id: stableId('store-image', `${vendor.key}/${sortOrder}`),
      vendorId: stableId('vendor', vendor.key),
      imageUrl,
      sortOrder,
      createdAt: seededAt(150 + index * 3, `vendor:${vendor.key}`),
    })),
  );
}

export function productRows(
  seedProducts: SeedProduct[],
  categoryIds: ReadonlyMap<string, string>,
): (typeof products.$inferInsert)[] {
  return seedProducts.map((product) => {
    const createdAt = seededAt(product.listedDaysAgo, `product:${product.key}`);
    return {
      id: stableId('product', product.key),
      vendorId: stableId('vendor', product.vendorKey),
      categoryId: categoryIds.get(product.categorySlug) ?? null,
      name: product.name,
      description: product.description,
      basePrice: product.basePrice,
      currency: product.currency,
      stockCount: product.stockCount,
      availabilityMode: product.availabilityMode,
      deliveryAvailable: product.deliveryAvailable,
      deliveryPrice: product.deliveryPrice,
      pickupAvailable: product.pickupAvailable,
      paymentCashOnDelivery: product.paymentCashOnDelivery,
      paymentShamcash: product.paymentShamcash,
      paymentGoldmasters: product.paymentGoldmasters,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function productImageRows(
  seedProducts: SeedProduct[],
  plan: ImagePlan,
): (typeof productImages.$inferInsert)[] {
  return seedProducts.flatMap((product) =>
    (plan.productImages.get(product.key) ?? []).map((imageUrl, sortOrder) => ({
      id: stableId('product-image', `${product.key}/${sortOrder}`),
      productId: stableId('product', product.key),
      imageUrl,
      sortOrder,
      createdAt: seededAt(product.listedDaysAgo, `product:${product.key}`),
    })),
  );
}

export function variantRows(seedProducts: SeedProduct[]): (typeof productVariants.$inferInsert)[] {
  return seedProducts.flatMap((product) =>
    product.variants.map((variant) => ({
      // Size and colour identify a variant within its product, so ids survive reordering.
      id: stableId('variant', `${product.key}/${variant.size ?? ''}/${variant.color ?? ''}`),
      productId: stableId('product', product.key),
      size: variant.size,
      color: variant.color,
      priceAdjustment: variant.priceAdjustment,
      stockCount: variant.stockCount,
      createdAt: seededAt(product.listedDaysAgo, `product:${product.key}`),
    })),
  );
}
