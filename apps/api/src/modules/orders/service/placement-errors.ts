import {
  type DeliveryAreaMiss,
  MAX_UNPAID_QUANTITY_PER_PRODUCT,
  outOfStockLines,
  type PlacementProblem,
  placementErrorCode,
  type UnpaidQuantityExcess,
} from '@souq/domain/checkout-placement';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { fromMinor } from '@souq/domain/money';
import type { CurrentPrices } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { PricedLine } from './price-lines';

const lineId = (line: PricedLine) => ({ product_id: line.productId, variant_id: line.variantId });

/** 409 OUT_OF_STOCK naming the short lines and, when known, how many units are left. */
export function outOfStock(lines: readonly PricedLine[], known = true): AppError {
  return new AppError('OUT_OF_STOCK', undefined, {
    items: lines.map((line) => ({
      ...lineId(line),
      requested: line.quantity,
      ...(known ? { available: line.maxStock } : {}),
    })),
  });
}

/**
 * The error of a checkout problem; details say which lines, or how far the address is from
 * the store and how far it delivers, when that helps the shopper.
 */
export function placementError(
  problem: PlacementProblem,
  lines: readonly PricedLine[],
  area: DeliveryAreaMiss | null = null,
): AppError {
  if (problem === 'out_of_stock') return outOfStock(outOfStockLines(lines));
  if (problem === 'outside_delivery_area' && area) {
    return new AppError('OUTSIDE_DELIVERY_AREA', undefined, area);
  }
  return new AppError(placementErrorCode[problem]);
}

/**
 * 409 UNPAID_QUANTITY_LIMIT: the product, what the customer's open unpaid orders already hold
 * of it, what this order asked for and how many it may ask for now, in the shopper's words.
 */
export function unpaidLimit(over: UnpaidQuantityExcess, lines: readonly PricedLine[]): AppError {
  const name = lines.find((line) => line.productId === over.productId)?.product.name ?? '';
  return new AppError(
    'UNPAID_QUANTITY_LIMIT',
    checkoutText.unpaidQuantityLimitFor(name, over.allowed, MAX_UNPAID_QUANTITY_PER_PRODUCT),
    {
      product_id: over.productId,
      product_name: name,
      held: over.held,
      requested: over.requested,
      allowed: over.allowed,
      max: MAX_UNPAID_QUANTITY_PER_PRODUCT,
    },
  );
}

/** 409 PRICE_CHANGED carrying the current price of every line, so the cart can be refreshed. */
export function priceChanged(lines: readonly PricedLine[]): AppError {
  const details: CurrentPrices = {
    items: lines.map((line) => ({ ...lineId(line), unit_price: fromMinor(line.unitPrice) })),
  };
  return new AppError('PRICE_CHANGED', undefined, details);
}
