import { productsText } from '@souq/domain/locales/ar/products';
import { notify } from '@/lib/notify';
import { useCategoryTiles } from '../api/categories';
import { LoadMoreButton } from './load-more-button';
import { ProductCount, ProductResults } from './product-results';
import { ProductsToolbar } from './products-toolbar';
import { useCardAddToCart } from './use-card-add-to-cart';
import { useProductPages, WEB_PAGE_SIZE } from './use-product-pages';
import { sortOfOption, useProductParams } from './use-product-params';
import {
  useCategorySearchPrefetch,
  useNextPagePrefetch,
  useProductPrefetch,
} from './use-product-prefetch';
import { useUrlSearchText } from './use-url-search-text';

/** The web /products page: toolbar, count line, results, load more. State lives in the URL. */
export function WebProductsScreen({ title }: { title: string }) {
  const [params, setParams] = useProductParams();
  const [search, setSearch] = useUrlSearchText(params.q, (q) => setParams({ q }));

  const pages = useProductPages({
    q: params.q,
    category: params.category,
    currency: params.currency,
    sort: params.sort,
  });
  const products = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const count = pages.data?.pages[0]?.count ?? 0;
  const prefetch = useProductPrefetch();
  const sort = params.sort ? sortOfOption[params.sort] : undefined;
  const category = params.category || undefined;
  const currency = params.currency || undefined;
  const nextOffset = pages.hasNextPage ? products.length : undefined;
  useNextPagePrefetch(
    nextOffset === undefined
      ? undefined
      : { category, currency, sort, limit: WEB_PAGE_SIZE, offset: nextOffset },
    params.q === '' && !pages.isFetching,
  );
  useCategorySearchPrefetch(search, useCategoryTiles().tiles, { sort, limit: WEB_PAGE_SIZE });
  const cart = useCardAddToCart({ beforeOpen: prefetch });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
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
      {pages.data && <ProductCount count={count} />}
      <ProductResults
        status={pages.status}
        products={products}
        view={params.view}
        error={pages.error}
        stale={pages.isPlaceholderData}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
        onAddToCart={cart.onAdd}
        isBusy={cart.isBusy}
        onIntent={prefetch}
      />
      {pages.hasNextPage && !pages.isPlaceholderData && (
        <LoadMoreButton
          loading={pages.isFetchingNextPage}
          onClick={() =>
            void pages.fetchNextPage().then((result) => {
              if (result.isError) notify.error(productsText.loadMoreFailed);
            })
          }
        />
      )}
    </div>
  );
}
