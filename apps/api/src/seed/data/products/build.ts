import type { DefaultCategorySlug } from '@souq/domain/locales/ar/categories';
import { intBetween, pick, prng } from '../../prng';
import type { SeedProduct, SeedVendor } from '../types';
import { seedVendors } from '../vendors';
import type { ProductDraft } from './draft';

const vendorsByKey = new Map(seedVendors.map((vendor) => [vendor.key, vendor]));

const sypDeliveryFees = ['0.00', '5000.00', '10000.00', '15000.00', '25000.00'] as const;
const usdDeliveryFees = ['0.00', '3.00', '5.00'] as const;

/**
 * Completes a draft into a SeedProduct. Defaults follow what a shop would really do: it
 * accepts the wallets it has an account for, cash only when it delivers (cash on delivery),
 * and stock is healthy unless the draft says otherwise. Each key has its own PRNG stream,
 * so adding a product never changes the others.
 */
export function buildProduct(category: DefaultCategorySlug, draft: ProductDraft): SeedProduct {
  const vendor: SeedVendor | undefined = vendorsByKey.get(draft.vendor);
  if (!vendor) throw new Error(`product ${draft.key}: unknown vendor ${draft.vendor}`);
  const random = prng(`product:${draft.key}`);
  const currency = draft.currency ?? 'SYP';
  const fulfilment = draft.fulfilment ?? 'both';
  const deliveryAvailable = fulfilment !== 'pickup';
  const variants = draft.variants ?? [];
  const stockCount =
    variants.length > 0
      ? variants.reduce((sum, row) => sum + row.stockCount, 0)
      : (draft.stock ?? intBetween(random, 8, 60));
  const defaultFee = pick(random, currency === 'USD' ? usdDeliveryFees : sypDeliveryFees);
  return {
    key: draft.key,
    vendorKey: vendor.key,
    categorySlug: category,
    name: draft.name,
    description: draft.description,
    basePrice: draft.price,
    currency,
    stockCount,
    availabilityMode: draft.displayOnly ? 'display_only' : 'for_sale',
    deliveryAvailable,
    deliveryPrice: deliveryAvailable ? (draft.deliveryPrice ?? defaultFee) : '0.00',
    pickupAvailable: fulfilment !== 'delivery',
    paymentCashOnDelivery: draft.payments?.cod ?? deliveryAvailable,
    paymentShamcash: draft.payments?.shamcash ?? vendor.shamcashAccount !== null,
    paymentGoldmasters: draft.payments?.goldmasters ?? vendor.goldmastersAccount !== null,
    variants,
    imageCount: draft.images ?? intBetween(random, 1, 3),
    listedDaysAgo: draft.daysAgo ?? intBetween(random, 0, 120),
  };
}
