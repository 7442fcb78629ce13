import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/query';
import { products, productVariants } from '../../../db/schema';

/** A stock change of one line: the variant's stock when it has one, else the product's. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Locks rows in one global order (variants, then products, by id) so two orders never deadlock;
 * placing takes stock in the same order (souq_place_order, migration 0016).
 */
function lockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  const key = (line: StockLine) => (line.variantId ? `0${line.variantId}` : `1${line.productId}`);
  return [...lines].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Gives units back (a cancelled order); a deleted product or variant simply has nothing to refill. */
async function returnLine(tx: Tx, line: StockLine): Promise<void> {
  if (line.variantId) {
    await tx
      .update(productVariants)
      .set({ stockCount: sql`${productVariants.stockCount} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  } else {
    await tx
      .update(products)
      .set({ stockCount: sql`${products.stockCount} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Stock given back inside the caller's transaction, every line's row locked in the global order. */
export const stockQueries = {
  async returnStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
    for (const line of lockOrder(lines)) await returnLine(tx, line);
  },
};
