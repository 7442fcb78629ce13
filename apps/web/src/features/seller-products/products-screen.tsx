import { sellerProductsText } from '@souq/domain/locales/ar/seller';
import { type StockFilter, stockFilters } from '@souq/domain/schemas/seller-products';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Plus, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { ListSelect } from '@/features/seller-shell/list-select';
import { Pager } from '@/features/seller-shell/pager';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { useSellerPaths } from '@/lib/tree-paths';
import { PAGE_SIZE, type ProductFilters, productListQuery } from './api';
import { ProductRow } from './product-row';
import { ProductsCsvDownload } from './products-csv-download';
import { useSellerCategories } from './use-seller-categories';

const t = sellerProductsText;
const statuses = ['', 'active', 'draft', 'archived'] as const;

function filtersOf(params: URLSearchParams): ProductFilters {
  const stock = params.get('stock') ?? 'all';
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    category_id: params.get('category') ?? '',
    stock: (stockFilters as readonly string[]).includes(stock) ? (stock as StockFilter) : 'all',
    status: (statuses as readonly string[]).includes(status)
      ? (status as ProductFilters['status'])
      : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /seller/products: search, filters and pages over the store's own products, edits in place. */
export function SellerProductsScreen() {
  return <SellerGate need="store">{() => <ProductsList />}</SellerGate>;
}

function ProductsList() {
  const paths = useSellerPaths();
  const { params, filters, set, text, setText } = useListParams(filtersOf);
  const categories = useSellerCategories();
  const list = useQuery(productListQuery(filters));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto text-2xl font-bold">{t.title}</h1>
        <ProductsCsvDownload
          label={t.exportCsv}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        />
        <Link
          to={paths.importProducts()}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t.importCsv}
        </Link>
        <Link to={paths.newProduct()} className={buttonStyles({ size: 'sm' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Link>
      </div>
      <search className="grid grid-cols-2 gap-2 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <ListSearchField
          label={t.search}
          value={text}
          onChange={setText}
          className="col-span-2 md:col-span-1"
        />
        <ListSelect
          label={t.category}
          value={filters.category_id}
          onChange={(value) => set({ category: value })}
          options={[
            { value: '', label: t.allCategories },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <ListSelect
          label={t.stock}
          value={filters.stock}
          onChange={(value) => set({ stock: value === 'all' ? '' : value })}
          options={stockFilters.map((value) => ({ value, label: t.stockFilters[value] }))}
        />
        <ListSelect
          label={t.statusFilter}
          value={filters.status}
          onChange={(value) => set({ status: value })}
          options={statuses.map((value) => ({
            value,
            label: value ? t.statuses[value] : t.allStatuses,
          }))}
        />
      </search>
      {list.isPending ? (
        <SpinnerStatus label={t.title} />
      ) : list.isError ? (
        <LoadErrorNotice
          error={list.error}
          title={t.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
          <PackageOpen aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-bold">
            {filters.q || params.size > 0 ? t.noResults : t.empty}
          </p>
          {!filters.q && <p className="text-neutral-600 dark:text-neutral-300">{t.emptyText}</p>}
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-300">
            {t.count(
              `${list.data.offset + 1}–${list.data.offset + list.data.data.length}`,
              list.data.count,
            )}
          </p>
          <ul className="flex flex-col gap-3" aria-busy={list.isFetching}>
            {list.data.data.map((product) => (
              <ProductRow key={`${product.id}-${product.updated_at}`} product={product} />
            ))}
          </ul>
          <Pager page={filters.page} pages={pages} onPage={(page) => set({ page: String(page) })} />
        </>
      )}
    </div>
  );
}
