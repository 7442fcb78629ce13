import { normalizeArabic } from '@souq/domain/arabic';
import { sellerValidation } from '@souq/domain/locales/ar/seller';
import { uuid } from '@souq/domain/schemas/common';
import type {
  ProductInputParsed,
  ProductQuickEditInput,
  SellerProduct,
  SellerProductList,
  sellerProductListQuery,
} from '@souq/domain/schemas/seller-products';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors';
import type { Executor } from '../../../db/query';
import { AppError } from '../../../http/app-error';
import type { PublicChanges } from '../../../http/public-changes';
import type { Viewer } from '../../auth';
import type { MediaStorage } from '../../media/storage';
import { uploadedKey } from '../../seller-media/service/uploads';
import { toSellerProduct, toSellerRow } from '../mappers';
import type { ProductRepository } from '../repository/products';
import type { OwnStore } from '../repository/stores';

type ListQuery = z.output<typeof sellerProductListQuery>;

const fieldProblem = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, [{ in: 'body', field, message }]);

/**
 * A store owner's products. The store is always the viewer's own (vendor_profiles
 * .owner_user_id), never taken from the request; another store's product is 404, exactly as
 * an unknown one, so ids of other stores' drafts are not confirmed. Every committed write bumps
 * the public caches (http/public-changes.ts): shoppers' lists, details, counts and reels show it at once.
 */
export function sellerProductService(
  repository: ProductRepository,
  changes: PublicChanges,
  storage: MediaStorage,
) {
  async function storeOf(viewer: Viewer): Promise<OwnStore> {
    const store = await repository.ownStore(viewer.userId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    return store;
  }

  async function owned(ex: Executor, store: OwnStore, productId: string, lock = false) {
    if (!uuid.safeParse(productId).success) throw new AppError('NOT_FOUND');
    const product = await repository.findOwned(ex, store.id, productId, lock);
    if (!product) throw new AppError('NOT_FOUND');
    return product;
  }

  async function read(ex: Executor, store: OwnStore, productId: string): Promise<SellerProduct> {
    const product = await owned(ex, store, productId);
    return toSellerProduct(product, await repository.details(product.id));
  }

  /**
   * The rules the schema cannot check alone: the category exists, a wallet is accepted only
   * when the store has that account, the SKU is the store's only one, and kept variants are
   * this product's own.
   */
  async function checkInput(
    ex: Executor,
    store: OwnStore,
    input: ProductInputParsed,
    productId: string | null,
  ) {
    if (input.category_id && !(await repository.categoryExists(ex, input.category_id))) {
      throw fieldProblem('category_id', sellerValidation.categoryInvalid);
    }
    walletProblems(store, input).forEach(([field, message]) => {
      throw fieldProblem(field, message);
    });
    if (input.sku) {
      const holder = await repository.skuHolder(ex, store.id, input.sku);
      if (holder && holder !== productId)
        throw new AppError('SKU_TAKEN', undefined, { sku: input.sku });
    }
    const ids = input.variants.flatMap((v) => (v.id ? [v.id] : []));
    if (ids.length > 0) {
      const own = productId
        ? new Set((await repository.variantsOf(ex, [productId])).map((v) => v.id))
        : new Set<string>();
      const index = input.variants.findIndex((v) => v.id && !own.has(v.id));
      if (index >= 0) throw fieldProblem(`variants.${index}.id`, 'unknown variant of this product');
    }
  }

  async function write(viewer: Viewer, productId: string | null, input: ProductInputParsed) {
    const store = await storeOf(viewer);
    try {
      const id = await repository.transaction(async (tx) => {
        if (productId) await owned(tx, store, productId, true);
        await checkInput(tx, store, input, productId);
        return repository.save(tx, store.id, productId, input);
      });
      changes.changed();
      return read(repository.db, store, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SKU_TAKEN', undefined, { sku: input.sku });
      throw error;
    }
  }

  return {
    storeOf,

    async list(viewer: Viewer, query: ListQuery): Promise<SellerProductList> {
      const store = await storeOf(viewer);
      const normalised = query.q ? normalizeArabic(query.q) : '';
      const { rows, count } = await repository.list({
        vendorId: store.id,
        search: normalised ? { normalised, raw: query.q ?? '' } : undefined,
        categoryId: query.category_id,
        stock: query.stock,
        status: query.status,
        limit: query.limit,
        offset: query.offset,
      });
      return { data: rows.map(toSellerRow), count, limit: query.limit, offset: query.offset };
    },

    async get(viewer: Viewer, productId: string): Promise<SellerProduct> {
      return read(repository.db, await storeOf(viewer), productId);
    },

    create: (viewer: Viewer, input: ProductInputParsed) => write(viewer, null, input),
    update: (viewer: Viewer, productId: string, input: ProductInputParsed) =>
      write(viewer, productId, input),

    /**
     * The list's inline edits. Stock typed on a product with variants is refused: its stock
     * is theirs (the editor changes them one by one).
     */
    async quickEdit(viewer: Viewer, productId: string, input: ProductQuickEditInput) {
      const store = await storeOf(viewer);
      await repository.transaction(async (tx) => {
        await owned(tx, store, productId, true);
        if (
          input.stock_count !== undefined &&
          (await repository.variantsOf(tx, [productId])).length > 0
        ) {
          throw fieldProblem('stock_count', sellerValidation.stockInvalid);
        }
        await repository.quickEdit(tx, productId, {
          basePrice: input.base_price?.toFixed(2),
          stockCount: input.stock_count,
          status: input.status,
        });
      });
      changes.changed();
      return read(repository.db, store, productId);
    },

    async archive(viewer: Viewer, productId: string, archived: boolean) {
      const store = await storeOf(viewer);
      await owned(repository.db, store, productId);
      // Restored products come back as drafts: the owner looks before shoppers do.
      await repository.setStatus(productId, archived ? 'archived' : 'draft');
      changes.changed();
      return read(repository.db, store, productId);
    },

    async remove(viewer: Viewer, productId: string): Promise<void> {
      const store = await storeOf(viewer);
      const { outcome, files } = await repository.remove(store.id, productId);
      if (outcome === 'gone') throw new AppError('NOT_FOUND');
      if (outcome === 'ordered') throw new AppError('PRODUCT_HAS_ORDERS');
      changes.changed();
      // The rows are gone; their uploaded files follow (seeded ones are left alone).
      for (const url of files) {
        const key = uploadedKey(url, `products/${productId}`);
        if (key) await storage.delete(key).catch(() => {});
      }
    },
  };
}
export type SellerProductService = ReturnType<typeof sellerProductService>;

/** [field, message] for each wallet payment the store has no account for. */
export function walletProblems(store: OwnStore, input: ProductInputParsed): [string, string][] {
  const problems: [string, string][] = [];
  if (input.payment_shamcash && !store.shamcashAccount) {
    problems.push(['payment_shamcash', sellerValidation.walletPaymentNeedsAccount]);
  }
  if (input.payment_goldmasters && !store.goldmastersAccount) {
    problems.push(['payment_goldmasters', sellerValidation.walletPaymentNeedsAccount]);
  }
  return problems;
}
