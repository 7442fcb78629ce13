import type { DeliveryFeeRulePayload } from '@souq/domain/schemas/seller-orders';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/query';
import { vendorProfiles } from '../../db/schema';

const feeColumns = {
  id: vendorProfiles.id,
  rule: vendorProfiles.deliveryFeeRule,
  latitude: vendorProfiles.latitude,
  longitude: vendorProfiles.longitude,
  isActive: vendorProfiles.isActive,
  status: vendorProfiles.status,
};

/** vendor_profiles.delivery_fee_rule: the owner's store's rule and any active store's quote. */
export function deliveryFeeRepository(db: Executor) {
  return {
    /** The signed-in user's store (the oldest if there are several, as the seller console). */
    async ownStore(userId: string) {
      const [row] = await db
        .select(feeColumns)
        .from(vendorProfiles)
        .where(eq(vendorProfiles.ownerUserId, userId))
        .orderBy(asc(vendorProfiles.createdAt))
        .limit(1);
      return row ?? null;
    },

    async store(vendorId: string) {
      const [row] = await db
        .select(feeColumns)
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, vendorId))
        .limit(1);
      return row ?? null;
    },

    async saveRule(vendorId: string, rule: DeliveryFeeRulePayload) {
      await db
        .update(vendorProfiles)
        .set({ deliveryFeeRule: rule, updatedAt: new Date() })
        .where(eq(vendorProfiles.id, vendorId));
    },
  };
}
export type DeliveryFeeRepository = ReturnType<typeof deliveryFeeRepository>;
