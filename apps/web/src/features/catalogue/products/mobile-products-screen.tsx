import { canAddToCart } from '@souq/domain/cart';
import { productsText } from '@souq/domain/locales/ar/products';
import { notify } from '@/lib/notify';
import { LoadMoreButton } from './load-more-button';
import { ProductCount, ProductResults } from './product-results';
import { ProductsToolbar } from './products-toolbar';
import { useCardAddToCart } from './use-card-add-to-cart';
import { useMobileProducts } from './use-mobile-products';
import { sortOfOption, useProductParams } from './use-product-params';
import { useProductPrefetch } from './use-product-prefetch';
import { useUrlSearchText } from './use-url-search-text';

/**
 * /mobile/products: the web's search, category, currency, sort and view toolbar over the
 * phone's list (pages of 10, or every match of a search), count text, cards and load more.
 * ?category= from the home screen's tiles is honoured like on the web.
 */
export function MobileProductsScreen({ title }: { title: string }) {
  const [params, setParams] = useProductParams();
  const [search, setSearch] = useUrlSearchText(params.q, (q) => setParams({ q }));

  const list = useMobileProducts(params.q, {
    category: params.category || undefined,
    currency: params.currency || undefined,
    sort: params.sort ? sortOfOption[params.sort] : undefined,
  });
  const prefetch = useProductPrefetch();
  const cart = useCardAddToCart({ beforeOpen: prefetch });

  return (
    <div className="flex flex-col gap-3 px-4 py-4">
      <h1 className="text-xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <ProductsToolbar
        search={search}
        onSearch={setSearch}
        category={params.category}
        onCategory={(category) => setParams({ category })}
        currency={params.currency}
        onCurrency={(currency) => setParams({ currency })}
        sort={params.sort}
        onSort={(sort) => setParams({ sort })}
        searching={params.q !== ''}
        view={params.view}
        onView={(view) => setParams({ view })}
      />
      {list.count !== undefined && <ProductCount count={list.count} />}
      <ProductResults
        status={list.status}
        products={list.products}
        view={params.view}
        error={list.error}
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
