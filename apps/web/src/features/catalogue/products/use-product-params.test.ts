import { productSortOfOption } from '@souq/domain/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { sortOfOption } from './use-product-params';

describe('sort menu', () => {
  it("maps onto the API's sort exactly as the domain does", () => {
    expect(sortOfOption).toEqual(productSortOfOption);
  });
});
