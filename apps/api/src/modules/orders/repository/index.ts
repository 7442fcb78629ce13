import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/query';
import { adminOrderQueries } from './admin-orders';
import { listingQueries } from './listings';
import { orderReadQueries } from './orders';
import { placementQueries } from './placement';
import { sellerBoardQueries } from './seller-board';
import { statusQueries } from './status';
import { stockQueries } from './stock';

/**
 * The orders module's one repository, composed of the query files beside it (each small, by
 * concern). Services get this object and never the database: a transaction comes from here.
 */
export function orderRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),
    ...orderReadQueries(db),
    ...placementQueries(db),
    ...statusQueries(db),
    ...listingQueries(db),
    ...sellerBoardQueries(db),
    ...adminOrderQueries(db),
    ...stockQueries,
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
