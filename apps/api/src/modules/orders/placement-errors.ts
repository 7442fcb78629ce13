import {
  outOfStockLines,
  type PlacementProblem,
  placementErrorCode,
} from '@souq/domain/checkout-placement';
import { fromMinor } from '@souq/domain/money';
import type { CurrentPrices } from '@souq/domain/schemas/orders';
import { AppError } from '../../http/app-error';
import type { PricedLine } from './order-lines';

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

/** The error of a checkout problem; details say which lines when that helps the shopper. */
export function placementError(problem: PlacementProblem, lines: readonly PricedLine[]): AppError {
  if (problem === 'out_of_stock') return outOfStock(outOfStockLines(lines));
  return new AppError(placementErrorCode[problem]);
}

/** 409 PRICE_CHANGED carrying the current price of every line, so the cart can be refreshed. */
export function priceChanged(lines: readonly PricedLine[]): AppError {
  const details: CurrentPrices = {
    items: lines.map((line) => ({ ...lineId(line), unit_price: fromMinor(line.unitPrice) })),
  };
  return new AppError('PRICE_CHANGED', undefined, details);
}
