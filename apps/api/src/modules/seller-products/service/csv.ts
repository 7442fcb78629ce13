import { normalizeArabic } from '@souq/domain/arabic';
import { sellerCsvText } from '@souq/domain/locales/ar/seller-uploads';
import {
  productCsvColumns,
  productCsvRow,
  productFromCsv,
  readProductCsv,
  toCsv,
} from '@souq/domain/product-csv';
import { uuid } from '@souq/domain/schemas/common';
import {
  type ImportReport,
  type ProductInputParsed,
  productInput,
} from '@souq/domain/schemas/seller-products';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import type { PublicChanges } from '../../../http/public-changes';
import type { Viewer } from '../../auth';
import type { ProductRepository, ProductRow } from '../repository/products';
import type { OwnStore } from '../repository/stores';
import { type SellerProductService, walletProblems } from './products';

/** A store larger than this exports its oldest products only (a spreadsheet's sane size). */
const MAX_EXPORT_ROWS = 10_000;

type Verdict = ImportReport['rows'][number] & { input?: ProductInputParsed; productId?: string };

/**
 * The store's products as a spreadsheet and back (packages/domain/src/product-csv.ts). An
 * import matches rows to products by SKU: a known SKU updates that product (variants matched
 * by size and colour keep their ids), a new one creates it. Every row is validated with the
 * editor's own schema and rules; a dry run only reports, a real run writes every row in one
 * transaction or none (any problem: 400 IMPORT_REJECTED with the same report in details).
 */
export function productCsvService(
  repository: ProductRepository,
  products: SellerProductService,
  changes: PublicChanges,
) {
  async function categoryResolver() {
    const bySlug = new Map<string, string>();
    const byName = new Map<string, string>();
    for (const category of await repository.allCategories()) {
      bySlug.set(category.slug.toLowerCase(), category.id);
      byName.set(normalizeArabic(category.name), category.id);
    }
    return (text: string) => bySlug.get(text.toLowerCase()) ?? byName.get(normalizeArabic(text));
  }

  async function judge(store: OwnStore, text: string): Promise<Verdict[]> {
    const read = readProductCsv(text);
    if (!read.ok) throw new AppError('VALIDATION_FAILED', read.problem);
    const categoryOf = await categoryResolver();
    const skus = read.records.map((r) => r.cells.sku).filter(Boolean);
    const ids = read.records.map((r) => r.cells.id).filter((id) => uuid.safeParse(id).success);
    const [withSku, withId] = await Promise.all([
      repository.bySku(repository.db, store.id, skus),
      repository.byIds(repository.db, store.id, ids),
    ]);
    const bySku = new Map(withSku.map((p) => [p.sku!, p]));
    const byId = new Map(withId.map((p) => [p.id, p]));
    const variants = await repository.variantsOf(repository.db, [
      ...new Set([...withSku, ...withId].map((p) => p.id)),
    ]);
    const seenSkus = new Set<string>();
    const seenIds = new Set<string>();
    return read.records.map((record) => {
      const row = productFromCsv(record);
      const problems = [...row.problems];
      // The row's product: by the export's id column first, else by SKU; none: a new one.
      let target: ProductRow | undefined;
      if (row.id) {
        target = byId.get(row.id);
        if (!target) problems.push(sellerCsvText.unknownProduct);
        else if (seenIds.has(row.id)) problems.push(sellerCsvText.idRepeated);
        seenIds.add(row.id);
      } else if (row.sku) {
        target = bySku.get(row.sku);
      } else {
        problems.push(sellerCsvText.skuRequired);
      }
      if (row.sku) {
        if (seenSkus.has(row.sku)) problems.push(sellerCsvText.skuRepeated);
        const holder = bySku.get(row.sku);
        if (target && holder && holder.id !== target.id) problems.push(sellerCsvText.skuOfAnother);
        seenSkus.add(row.sku);
      }
      const base = { row: record.line, sku: row.sku, problems };
      if (row.archived) return { ...base, action: 'skip' as const };
      const categoryId = row.category ? categoryOf(row.category) : null;
      if (row.category && !categoryId) {
        problems.push(sellerCsvText.column('category', sellerCsvText.unknownCategory));
      }
      const own = variants.filter((v) => v.productId === target?.id);
      const parsed = productInput.safeParse({
        ...row.input,
        category_id: categoryId ?? null,
        variants: row.input.variants.map((v) => ({
          ...v,
          id: own.find((o) => o.size === v.size && o.color === v.color)?.id,
        })),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(sellerCsvText.column(String(issue.path[0] ?? 'row'), issue.message));
        }
      } else {
        for (const [field, message] of walletProblems(store, parsed.data)) {
          problems.push(sellerCsvText.column(field, message));
        }
      }
      return {
        ...base,
        action: target ? ('update' as const) : ('create' as const),
        input: parsed.success ? parsed.data : undefined,
        productId: target?.id,
      };
    });
  }

  const report = (dryRun: boolean, verdicts: Verdict[]): ImportReport => ({
    dry_run: dryRun,
    created: verdicts.filter((v) => v.action === 'create').length,
    updated: verdicts.filter((v) => v.action === 'update').length,
    rows: verdicts.map(({ row, sku, action, problems }) => ({ row, sku, action, problems })),
  });

  return {
    async exportCsv(viewer: Viewer): Promise<string> {
      const store = await products.storeOf(viewer);
      const { rows, variants } = await repository.exportRows(store.id, MAX_EXPORT_ROWS);
      const lines = rows.map(({ product, categorySlug }) => {
        const own = variants.filter((v) => v.productId === product.id);
        return productCsvRow({
          id: product.id,
          sku: product.sku,
          name: product.name,
          description: product.description,
          category: categorySlug,
          base_price: Number(product.basePrice),
          currency: product.currency,
          stock_count: own.length
            ? own.reduce((sum, v) => sum + v.stockCount, 0)
            : product.stockCount,
          status: product.status,
          availability_mode: product.availabilityMode,
          pickup_available: product.pickupAvailable,
          delivery_available: product.deliveryAvailable,
          delivery_price: Number(product.deliveryPrice),
          payment_cash_on_delivery: product.paymentCashOnDelivery,
          payment_shamcash: product.paymentShamcash,
          payment_goldmasters: product.paymentGoldmasters,
          variants: own.map((v) => ({
            size: v.size,
            color: v.color,
            price_adjustment: Number(v.priceAdjustment),
            stock_count: v.stockCount,
          })),
        });
      });
      return toCsv([[...productCsvColumns], ...lines]);
    },

    /** The report: what each row would do (dry run) or did (real run, all rows or none). */
    async importCsv(viewer: Viewer, text: string, dryRun: boolean): Promise<ImportReport> {
      const store = await products.storeOf(viewer);
      const verdicts = await judge(store, text);
      const result = report(dryRun, verdicts);
      if (dryRun) return result;
      if (verdicts.some((v) => v.problems.length > 0)) {
        throw new AppError('IMPORT_REJECTED', undefined, result);
      }
      try {
        await repository.transaction(async (tx) => {
          for (const verdict of verdicts) {
            if (!verdict.input) continue; // skipped (archived) rows
            if (verdict.productId) {
              // Still the store's and not deleted since the rows were judged.
              if (!(await repository.findOwned(tx, store.id, verdict.productId, true))) {
                throw new AppError('CONFLICT');
              }
            }
            await repository.save(tx, store.id, verdict.productId ?? null, verdict.input);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SKU_TAKEN');
        throw error;
      }
      changes.changed();
      return result;
    },
  };
}
export type ProductCsvService = ReturnType<typeof productCsvService>;
