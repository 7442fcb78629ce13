import type {
  SellerStore,
  StoreCssInput,
  StoreThemeInput,
  storeHoursInput,
  storeLocationInput,
  storeProfileInput,
} from '@souq/domain/schemas/seller-store';
import type { z } from 'zod';
import type { PublicChanges } from '../../../http/public-changes';
import type { Viewer } from '../../auth';
import { toSellerStore } from '../mappers';
import type { StoreRepository, StoreSettings } from '../repository';
import { editableStore, isPublic } from './owner-store';

/** Bodies as the routes hand them over: validated and transformed by the domain schemas. */
type ProfileBody = z.output<typeof storeProfileInput>;
type LocationBody = z.output<typeof storeLocationInput>;
type HoursBody = z.output<typeof storeHoursInput>;

/**
 * The store's settings, one section per call, each saved on its own (PUT /api/seller/store/…).
 * The store is always the signed-in owner's; the payload never names one. A write to an active
 * store is public at once: the public caches are told after the commit.
 */
export function storeSettingsService(repository: StoreRepository, publicChanges: PublicChanges) {
  async function save(viewer: Viewer, values: StoreSettings): Promise<SellerStore> {
    const { owned, visible } = await repository.asOwner(viewer.userId, async (tx) => {
      const store = await editableStore(tx);
      const updated = await tx.update(store.id, values);
      return { owned: await tx.owned(updated), visible: isPublic(updated) };
    });
    if (visible) publicChanges.changed();
    return toSellerStore(owned);
  }

  return {
    profile: (viewer: Viewer, body: ProfileBody) =>
      save(viewer, {
        vendorName: body.vendor_name,
        description: body.description ?? null,
        phoneNumber: body.phone_number,
        city: body.city,
      }),

    location: (viewer: Viewer, body: LocationBody) =>
      save(viewer, {
        formattedAddress: body.formatted_address,
        latitude: body.latitude,
        longitude: body.longitude,
        deliveryRadiusKm: body.delivery_radius_km,
        offersPickup: body.offers_pickup,
        offersDelivery: body.offers_delivery,
      }),

    hours: (viewer: Viewer, body: HoursBody) =>
      save(viewer, {
        opensAt: body.opens_at,
        closesAt: body.closes_at,
        closedDays: [...new Set(body.closed_days)].sort(),
      }),

    theme: (viewer: Viewer, body: StoreThemeInput) =>
      save(viewer, { layoutTemplate: body.layout_template, colorPattern: body.color_pattern }),

    /** The owner's text is kept as written; the storefront serves it sanitised (decision 007). */
    css: (viewer: Viewer, body: StoreCssInput) =>
      save(viewer, { customCss: body.custom_css.trim() ? body.custom_css : null }),
  };
}
export type StoreSettingsService = ReturnType<typeof storeSettingsService>;
