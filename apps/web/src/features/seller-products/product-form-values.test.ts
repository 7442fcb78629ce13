import { productInput } from '@souq/domain/schemas/seller-products';
import { describe, expect, it } from 'vitest';
import { emptyVariant, productPayload, productValues } from './product-form-values';

const filled = () => ({ ...productValues(null), name: 'قميص قطني', base_price: '٢٥٠٠' });

describe('product editor values', () => {
  it('reads Arabic digits and leaves an empty price invalid instead of 0', () => {
    expect(productInput.safeParse(productPayload(filled())).success).toBe(true);
    expect(productPayload(filled()).base_price).toBe(2500);
    const empty = productInput.safeParse(productPayload({ ...filled(), base_price: '' }));
    expect(empty.success).toBe(false);
  });

  it('takes the stock of a product with variants from their sum', () => {
    const values = {
      ...filled(),
      stock_count: '',
      variants: [
        { ...emptyVariant, size: 'M', stock_count: '3' },
        { ...emptyVariant, size: 'L', stock_count: '4' },
      ],
    };
    const parsed = productInput.parse(productPayload(values));
    expect(parsed.stock_count).toBe(7);
    expect(parsed.variants.map((v) => v.size)).toEqual(['M', 'L']);
  });

  it('lets the shared schema refuse two variants with the same size and colour', () => {
    const values = {
      ...filled(),
      variants: [
        { ...emptyVariant, size: 'M', color: 'أحمر' },
        { ...emptyVariant, size: 'M', color: 'أحمر' },
      ],
    };
    const result = productInput.safeParse(productPayload(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('variants.1');
  });
});
