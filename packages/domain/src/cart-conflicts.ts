/**
 * The mobile cart's conflicts (spec orders §4 "cart conflict resolution"): vendor, currency,
 * payment, fulfillment. Vendor and currency conflicts are resolved by keeping one choice;
 * payment and fulfilment conflicts name the lines that break them, so one can be removed.
 * Readiness itself stays in checkout.ts; this only explains it. Vendor and currency conflicts no
 * longer block anything (each group checks out on its own); they stay so a shopper can still
 * keep one, as the spec offers.
 */
import type { CartItem } from './cart';
import { checkoutGroups } from './cart-groups';
import { allowedFulfilment, allowedPayments } from './checkout';
import type { FulfilmentMethod, PaymentMethod } from './orders';

interface VendorChoice {
  vendorId: string;
  vendorName: string;
  count: number;
}
interface CurrencyChoice {
  currency: string;
  count: number;
}

export type CartConflict =
  | { type: 'vendor'; choices: VendorChoice[] }
  | { type: 'currency'; choices: CurrencyChoice[] }
  | { type: 'payment'; itemIds: string[] }
  | { type: 'fulfillment'; itemIds: string[] };

export type CartConflictType = CartConflict['type'];

/** Distinct values in first-seen order, with how many lines (units) carry each. */
function tally<K>(items: readonly CartItem[], key: (item: CartItem) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + item.quantity);
  return counts;
}

/**
 * The lines that stand in the way: those lacking the option most lines have (the first
 * listed option wins a tie). Removing them leaves that option common to every line.
 */
function blockers<O>(
  items: readonly CartItem[],
  options: readonly O[],
  offers: (item: CartItem, option: O) => boolean,
): string[] {
  let best = options[0];
  let bestCount = -1;
  for (const option of options) {
    const count = items.filter((item) => offers(item, option)).length;
    if (count > bestCount) [best, bestCount] = [option, count];
  }
  return items.filter((item) => best === undefined || !offers(item, best)).map((i) => i.id);
}

const paymentOrder: readonly PaymentMethod[] = ['shamcash', 'goldmasters', 'cod'];
const allowsPayment = (item: CartItem, method: PaymentMethod): boolean =>
  method === 'cod'
    ? item.paymentCod
    : method === 'shamcash'
      ? item.paymentShamcash
      : item.paymentGoldmasters;

/** Delivery first: it is the default fulfilment when offered (spec orders §4). */
const fulfilmentOrder: readonly FulfilmentMethod[] = ['delivery', 'pickup'];
const offersFulfilment = (item: CartItem, method: FulfilmentMethod): boolean =>
  method === 'delivery' ? item.deliveryAvailable : item.pickupAvailable;

export function cartConflicts(items: readonly CartItem[]): CartConflict[] {
  if (items.length === 0) return [];
  const conflicts: CartConflict[] = [];
  const byVendor = new Map<string, VendorChoice>();
  for (const item of items) {
    const choice = byVendor.get(item.vendorId);
    if (choice) choice.count += item.quantity;
    else
      byVendor.set(item.vendorId, {
        vendorId: item.vendorId,
        vendorName: item.vendorName,
        count: item.quantity,
      });
  }
  if (byVendor.size > 1) conflicts.push({ type: 'vendor', choices: [...byVendor.values()] });
  const byCurrency = tally(items, (item) => item.currency);
  if (byCurrency.size > 1)
    conflicts.push({
      type: 'currency',
      choices: [...byCurrency].map(([currency, count]) => ({ currency, count })),
    });
  // Each store-and-currency group is its own order (cart-groups.ts): payment and fulfilment
  // only need to be common within a group, never across two stores' orders.
  const groups = checkoutGroups(items).map((group) => group.items);
  const payment = groups.flatMap((lines) =>
    allowedPayments(lines).length === 0 ? blockers(lines, paymentOrder, allowsPayment) : [],
  );
  if (payment.length > 0) conflicts.push({ type: 'payment', itemIds: payment });
  const fulfillment = groups.flatMap((lines) =>
    allowedFulfilment(lines).length === 0 ? blockers(lines, fulfilmentOrder, offersFulfilment) : [],
  );
  if (fulfillment.length > 0) conflicts.push({ type: 'fulfillment', itemIds: fulfillment });
  return conflicts;
}
