import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/query';
import { products, productVariants } from '../../../db/schema';

/** A stock change of one line: the variant's stock when it has one, else the product's. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** Locks rows in one global order (variants, then products, by id) so two orders never deadlock. */
function lockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  const key = (line: StockLine) => (line.variantId ? `0${line.variantId}` : `1${line.productId}`);
  return [...lines].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * Takes units out of stock only if they are there: one conditional UPDATE, so two orders
 * racing for the last unit cannot both win (the row lock serialises them, the WHERE re-checks).
 */
async function takeLine(tx: Tx, line: StockLine): Promise<boolean> {
  const taken = line.variantId
    ? await tx
        .update(productVariants)
        .set({ stockCount: sql`${productVariants.stockCount} - ${line.quantity}` })
        .where(
          and(
            eq(productVariants.id, line.variantId),
            gte(productVariants.stockCount, line.quantity),
          ),
        )
        .returning({ id: productVariants.id })
    : await tx
        .update(products)
        .set({ stockCount: sql`${products.stockCount} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), gte(products.stockCount, line.quantity)))
        .returning({ id: products.id });
  return taken.length === 1;
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

/** Stock moves inside the caller's transaction, every line's row locked in the global order. */
export const stockQueries = {
  /** Takes every line's units: the first line that is short (the caller rolls back), or null. */
  async takeStock<T extends StockLine>(tx: Tx, lines: readonly T[]): Promise<T | null> {
    for (const line of lockOrder(lines)) {
      if (!(await takeLine(tx, line))) return line;
    }
    return null;
  },

  async returnStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
    for (const line of lockOrder(lines)) await returnLine(tx, line);
  },
};
