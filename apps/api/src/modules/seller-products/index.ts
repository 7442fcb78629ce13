import type { SouqModule } from '../context';
import { productRepository } from './repository/products';
import { productCsvRoutes } from './routes/csv';
import { sellerProductRoutes } from './routes/products';
import { productCsvService } from './service/csv';
import { sellerProductService } from './service/products';

/**
 * /api/seller/products*: a store owner's own products (list, editor, inline edits, archive,
 * delete) and their spreadsheet export and import. Photos and videos: the seller-media module.
 */
export const sellerProductsModule: SouqModule = async (
  app,
  { database, viewers, publicChanges, storage },
) => {
  const repository = productRepository(database.db);
  const service = sellerProductService(repository, publicChanges, storage);
  await app.register(sellerProductRoutes, { viewers, service });
  await app.register(productCsvRoutes, {
    viewers,
    csv: productCsvService(repository, service, publicChanges),
  });
};
