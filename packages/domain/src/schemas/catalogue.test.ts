import { describe, expect, it } from 'vitest';
import {
  MAX_PRODUCT_OFFSET,
  productListQuery,
  productSortOfOption,
  productSorts,
} from './catalogue';

const parse = (query: Record<string, string>) => productListQuery.safeParse(query);

describe('productListQuery', () => {
  it('fills paging defaults and leaves sort and search unset', () => {
    expect(parse({}).data).toEqual({ limit: 20, offset: 0 });
  });

  it('accepts each sort and nothing else', () => {
    for (const sort of productSorts) expect(parse({ sort }).data?.sort).toBe(sort);
    for (const sort of ['price-low', 'cheapest', '', 'NAME'])
      expect(parse({ sort }).success).toBe(false);
  });

  it('maps every web sort option onto an API sort', () => {
    expect(Object.keys(productSortOfOption)).toEqual(['newest', 'price-low', 'price-high', 'name']);
    for (const sort of Object.values(productSortOfOption)) expect(productSorts).toContain(sort);
  });

  it('caps the offset and the search text', () => {
    expect(parse({ offset: String(MAX_PRODUCT_OFFSET) }).success).toBe(true);
    expect(parse({ offset: String(MAX_PRODUCT_OFFSET + 1) }).success).toBe(false);
    expect(parse({ q: 'ب'.repeat(200) }).success).toBe(true);
    expect(parse({ q: 'ب'.repeat(201) }).success).toBe(false);
    expect(parse({ q: `  ${'ب'.repeat(200)}  ` }).data?.q).toHaveLength(200);
  });

  it('reads search_in as a list of known fields', () => {
    expect(parse({ search_in: 'name, vendor' }).data?.search_in).toEqual(['name', 'vendor']);
    expect(parse({ search_in: 'name,price' }).success).toBe(false);
    expect(parse({ search_in: ',' }).success).toBe(false);
  });
});
