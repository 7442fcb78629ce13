import { toMinor } from '@souq/domain/money';
import type { deliveryQuoteQuery } from '@souq/domain/schemas/seller-orders';
import {
  type DeliveryFeeRulePayload,
  deliveryFeeRuleSchema,
  quoteFee,
} from '@souq/domain/schemas/seller-orders';
import type { StoreStatus } from '@souq/domain/schemas/seller-store';
import { settingsEditable } from '@souq/domain/store-status';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import type { DeliveryFeeRepository } from './repository';

/** A stored rule as the payload: a row the schema no longer reads counts as no rule. */
function readRule(stored: unknown): DeliveryFeeRulePayload | null {
  const parsed = deliveryFeeRuleSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The store's delivery fee rule (docs/decisions/017-order-operations.md "Delivery fee"): the
 * owner reads and replaces it; anyone may ask what an address would pay at an active store, with
 * the same rule the order's placement applies (delivery-fee.ts).
 */
export function deliveryFeeService(repository: DeliveryFeeRepository) {
  async function ownStore(viewer: Viewer) {
    const store = await repository.ownStore(viewer.userId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    return store;
  }

  return {
    async read(viewer: Viewer) {
      return { rule: readRule((await ownStore(viewer)).rule) };
    },

    async replace(viewer: Viewer, rule: DeliveryFeeRulePayload) {
      const store = await ownStore(viewer);
      if (!settingsEditable(store.status as StoreStatus)) throw new AppError('STORE_SUSPENDED');
      await repository.saveRule(store.id, rule);
      return { rule };
    },

    async quote(query: z.infer<typeof deliveryQuoteQuery>) {
      const store = await repository.store(query.vendor_id);
      if (!store?.isActive) throw new AppError('NOT_FOUND');
      const { latitude, longitude } = store;
      const fee = quoteFee(readRule(store.rule), query.currency, {
        store: latitude === null || longitude === null ? null : { latitude, longitude },
        address: { latitude: query.latitude, longitude: query.longitude },
        subtotal: toMinor(query.subtotal),
      });
      return { delivery_fee: fee };
    },
  };
}
export type DeliveryFeeService = ReturnType<typeof deliveryFeeService>;
