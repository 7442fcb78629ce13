import type { DefaultCategorySlug } from '@souq/domain/locales/ar/categories';
import type { ColorPattern, LayoutTemplate } from '@souq/domain/vendor-theme';

/**
 * The demo catalogue as plain data. Keys are stable slugs: database ids are derived from
 * them, so seeding is deterministic and idempotent.
 */
export interface SeedVendor {
  key: string;
  vendorName: string;
  description: string;
  city: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  phoneNumber: string;
  deliveryRadiusKm: number;
  layoutTemplate: LayoutTemplate;
  colorPattern: ColorPattern;
  customCss: string | null;
  shamcashAccount: string | null;
  goldmastersAccount: string | null;
  opensAt: string;
  closesAt: string;
  /** Email of the demo account that owns this store, if any. */
  ownerEmail: string | null;
  storeImageCount: number;
}

export interface SeedVariant {
  size: string | null;
  color: string | null;
  /** Decimal text, e.g. "2500.00". */
  priceAdjustment: string;
  stockCount: number;
}

export interface SeedProduct {
  key: string;
  vendorKey: string;
  categorySlug: DefaultCategorySlug;
  name: string;
  description: string;
  /** Decimal text, e.g. "150000.00". */
  basePrice: string;
  currency: 'SYP' | 'USD';
  stockCount: number;
  availabilityMode: 'for_sale' | 'display_only';
  deliveryAvailable: boolean;
  deliveryPrice: string;
  pickupAvailable: boolean;
  paymentCashOnDelivery: boolean;
  paymentShamcash: boolean;
  paymentGoldmasters: boolean;
  variants: SeedVariant[];
  imageCount: number;
  /** How long ago it was listed, so "newest" sorting has a meaningful order. */
  listedDaysAgo: number;
}
