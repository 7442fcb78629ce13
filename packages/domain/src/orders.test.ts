import { describe, expect, it } from 'vitest';
import { orderNumber } from './orders';

describe('orderNumber', () => {
  it('writes the human number in Latin digits without grouping', () => {
    expect(orderNumber(1001)).toBe('1001');
    expect(orderNumber(1042)).toBe('1042');
    // A busy marketplace's millionth order still reads as one run of digits.
    expect(orderNumber(1_234_567)).toBe('1234567');
  });
});
