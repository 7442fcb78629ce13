import { canAddToCart } from '@souq/domain/cart';
import { productsText } from '@souq/domain/locales/ar/products';
import { notify } from '@/lib/notify';
import { LoadMoreButton } from './load-more-button';
import { ProductResults } from './product-results';
import { SearchBox } from './search-box';
import { useCardAddToCart } from './use-card-add-to-cart';
import { useMobileProducts } from './use-mobile-products';
import { useProductParams } from './use-product-params';
import { useProductPrefetch } from './use-product-prefetch';
import { useUrlSearchText } from './use-url-search-text';
import { ViewToggle } from './view-toggle';

/** /mobile/products: search, grid/list, count text, cards and load more (spec: mobile). */
export function MobileProductsScreen({ title }: { title: string }) {
  const [params, setParams] = useProductParams();
  const [search, setSearch] = useUrlSearchText(params.q, (q) => setParams({ q }));

  const list = useMobileProducts(params.q);
  const prefetch = useProductPrefetch();
  const cart = useCardAddToCart({ beforeOpen: prefetch });

  return (
    <div className="flex flex-col gap-3 px-4 py-4">
      <h1 className="text-xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <div className="flex items-center gap-2">
        <SearchBox value={search} onChange={setSearch} />
        <ViewToggle value={params.view} onChange={(view) => setParams({ view })} />
      </div>
      {list.count !== undefined && (
        <p
          aria-live="polite"
          className="text-sm font-semibold text-neutral-700 dark:text-neutral-300"
        >
          {productsText.count(list.count)}
        </p>
      )}
      <ProductResults
        status={list.status}
        products={list.products}
        view={params.view}
        stale={false}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        onAddToCart={cart.onAdd}
        canAdd={(product) => canAddToCart(product) === null}
        isBusy={cart.isBusy}
        onIntent={prefetch}
      />
      {list.hasMore && (
        <LoadMoreButton
          loading={list.loadingMore}
          onClick={() =>
            void list.loadMore().then((result) => {
              if (result.isError) notify.error(productsText.loadMoreFailed);
            })
          }
        />
      )}
    </div>
  );
}
