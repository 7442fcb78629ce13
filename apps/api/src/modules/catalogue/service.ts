import { normalizeArabic } from '@souq/domain/arabic';
import type { ExchangeRates } from '@souq/domain/exchange-rates';
import {
  type CategoryList,
  type CategorySimpleList,
  type ProductListQuery,
  type SearchField,
  searchFields,
} from '@souq/domain/schemas/catalogue';
import { type JsonText, listJsonText } from '../../http/json-text';
import type { PublicChanges } from '../../http/public-changes';
import { countCache } from './count-cache';
import { keptValue } from './kept-value';
import { toCategory } from './mappers';
import { pageStarts, SEEK_FROM_OFFSET } from './page-starts';
import { plainRelevanceSearch, relevanceOnly } from './postings-sql';
import { seekable } from './product-sql';
import type { CatalogueRepository, ProductFilter, ProductPageRow } from './repository';
import type { MemorySearchIndex } from './search-index/memory-index';
import { rankSearch } from './search-index/rank';
import type { SearchIndexSync } from './search-index/sync';
import type { ResolvedSearch } from './search-sql';
import { type SearchTerms, searchTerms } from './search-terms';

export interface CatalogueServiceOptions {
  /** How long a plain list's total may be reused (see count-cache.ts); 0: never. */
  countTtlMs?: number;
  /** Kept totals are forgotten when a product or a store changes. */
  changes?: PublicChanges;
  /** Orders prices of different currencies by value (EXCHANGE_RATES, decision 018). */
  rates?: ExchangeRates;
  /** The search index in memory (decision 040); without it every search runs in SQL. */
  searchIndex?: SearchIndexSync;
}

/** What the shopper asked for, before the database resolves the search words. */
export function productRequest(query: ProductListQuery) {
  // Empty after normalisation (only diacritics or tatweel): no search, like an empty q.
  const normalised = query.q ? normalizeArabic(query.q) : '';
  return {
    filter: {
      vendorId: query.vendor_id,
      productId: query.product_id,
      category: query.category,
      currency: query.currency,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    } satisfies ProductFilter,
    search: normalised
      ? { terms: searchTerms(normalised), fields: query.search_in ?? searchFields }
      : undefined,
  };
}

export function catalogueService(
  repository: CatalogueRepository,
  { countTtlMs = 30_000, changes, rates, searchIndex }: CatalogueServiceOptions = {},
) {
  const totals = countCache({ ttlMs: countTtlMs, maxEntries: 1_000 });
  const currencies = keptValue(countTtlMs, () => repository.listedCurrencies());
  const starts = pageStarts();
  changes?.subscribe(() => {
    totals.clear();
    currencies.clear();
  });

  async function productFilter(query: ProductListQuery): Promise<ProductFilter> {
    return filterOf(productRequest(query));
  }

  /** The request's filter; its search resolved here unless the caller resolved it already. */
  async function filterOf(
    request: ReturnType<typeof productRequest>,
    resolved?: ResolvedSearch,
  ): Promise<ProductFilter> {
    const filter: ProductFilter = { ...request.filter, rates };
    const { search } = request;
    if (!search) {
      const priceSort = filter.sort === 'price_low' || filter.sort === 'price_high';
      if (!priceSort || filter.currency) return filter;
      return { ...filter, listedCurrencies: await currencies.get() };
    }
    return {
      ...filter,
      search: resolved ?? (await repository.resolveSearch(search.terms, search.fields)),
    };
  }

  /**
   * The filter, and for a search the index in memory may rank (decision 040) the copy to rank
   * it on, its words resolved from the copy's names without a statement. The copy is not
   * brought up to date first: the cards statement looks at the change log (rankedInMemory).
   * A search ranked in SQL (other filters, another order, words of several tokens) is resolved
   * from names brought up to date by a look of its own, or in SQL when there is no copy.
   */
  async function filterAndIndex(query: ProductListQuery) {
    const request = productRequest(query);
    const { search } = request;
    const held = search ? searchIndex?.held() : null;
    if (!search || !searchIndex || !held) return { filter: await filterOf(request), index: null };
    if (relevanceOnly(request.filter)) {
      const filter = await filterOf(request, held.names.resolve(search.terms, search.fields));
      if (plainRelevanceSearch(filter)) return { filter, index: held };
    }
    const current = await searchIndex.current();
    return { filter: await filterOf(request, await resolvedOn(current, search)), index: null };
  }

  /** A search's words resolved on a copy's names, or in SQL when there is no copy. */
  function resolvedOn(
    copy: MemorySearchIndex | null,
    { terms, fields }: { terms: SearchTerms | null; fields: readonly SearchField[] },
  ): ResolvedSearch | Promise<ResolvedSearch> {
    return copy ? copy.names.resolve(terms, fields) : repository.resolveSearch(terms, fields);
  }

  /**
   * A search counts its matches while ranking them (the page rows carry the total), unless
   * the page is past the end. A plain list's total depends only on its filter, not on the
   * page or order, so it is counted alongside the page and shared (count-cache.ts).
   */
  async function pageAndCount(filter: ProductFilter, index: MemorySearchIndex | null) {
    if (filter.search) {
      const ranked = index ? await rankedInMemory(filter, index) : filter;
      if ('rows' in ranked) return ranked;
      const rows = await repository.productPage(ranked);
      const total =
        rows[0]?.total ?? (ranked.offset > 0 ? await repository.countProducts(ranked) : 0);
      return { rows, total };
    }
    const { vendorId, productId, category, currency, sort } = filter;
    const key = JSON.stringify([vendorId, productId, category, currency]);
    const [rows, total] = await Promise.all([
      deepPage(filter, JSON.stringify([vendorId, productId, category, currency, sort])),
      totals.get(key, () => repository.countProducts(filter)),
    ]);
    return { rows, total };
  }

  /**
   * A plain search ranked on the copy in memory (decision 040), its cards read by id in the
   * statement that also looks at the change log. When the look finds writes the copy did not
   * hold yet, they are applied and the search is resolved and ranked again on the copy as it
   * now is, so every write committed before the search began is seen. Otherwise, the filter to
   * answer it with in SQL.
   */
  async function rankedInMemory(
    filter: ProductFilter,
    index: MemorySearchIndex,
  ): Promise<{ rows: { card: string; total: number }[]; total: number } | ProductFilter> {
    const search = filter.search!;
    const first = rankSearch(index, search, filter.offset, filter.limit);
    const { cards, beside } = await repository.cardsInOrderBeside(
      first.ids,
      searchIndex!.lookAlong(),
    );
    const changed = await searchIndex!.caughtUp(beside);
    if (changed === false) return page(cards, first.total);
    const current = changed ? searchIndex!.held() : null;
    const again: ProductFilter = {
      ...filter,
      search: await resolvedOn(current, { terms: search, fields: search.fields }),
    };
    if (!current || !plainRelevanceSearch(again)) return again;
    const { ids, total } = rankSearch(current, again.search!, filter.offset, filter.limit);
    return page(await repository.cardsInOrder(ids), total);
  }

  const page = (cards: string[], total: number) => ({
    rows: cards.map((card) => ({ card, total })),
    total,
  });

  /**
   * A deep page of a plain list starts from the sort keys an earlier read found at (or a little
   * before) its offset, when the listing has not changed since (page-starts.ts); otherwise it
   * is read from its offset, and what that read finds is kept for the next reader.
   */
  async function deepPage(filter: ProductFilter, list: string) {
    if (filter.offset < SEEK_FROM_OFFSET || !seekable(filter)) {
      return repository.productPage(filter);
    }
    const start = starts.nearest(list, filter.offset);
    if (start) {
      // No rows: the listing changed since (a start's own row is always in its page).
      const rows = await repository.productPage({ ...filter, seek: { start } });
      if (rows.length > 0) return remember(list, filter.offset, rows);
    }
    return remember(list, filter.offset, await repository.productPage({ ...filter, seek: {} }));
  }

  function remember(list: string, offset: number, rows: ProductPageRow[]) {
    const [first] = rows;
    const keys = first?.keys;
    if (first?.version && keys?.every((key): key is string => key !== null)) {
      starts.remember(list, { offset, keys, version: first.version });
    }
    return rows;
  }

  return {
    productFilter,

    /** The list as JSON text: the page's ready cards, joined (no per-product serialisation). */
    async listProducts(query: ProductListQuery): Promise<JsonText> {
      const { filter, index } = await filterAndIndex(query);
      const { rows, total } = await pageAndCount(filter, index);
      return listJsonText(
        rows.map((row) => row.card),
        { count: total, limit: query.limit, offset: query.offset },
      );
    },

    async listCategories(includeInactive: boolean): Promise<CategoryList> {
      const data = (await repository.listCategories(includeInactive)).map(toCategory);
      return { data, count: data.length };
    },

    async listCategoriesSimple(includeInactive: boolean): Promise<CategorySimpleList> {
      const data = await repository.listCategoriesSimple(includeInactive);
      return { data, count: data.length };
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
