import { DEFAULT_EXCHANGE_RATES } from '@souq/domain/exchange-rates';
import { describe, expect, it } from 'vitest';
import { approximateNotes } from './approximate-price';

const rates = { ...DEFAULT_EXCHANGE_RATES, USD: 14_500 };
const dollars = { base_price: 100, currency: 'USD' };
const liras = { base_price: 5000, currency: 'SYP' };

describe('approximateNotes', () => {
  it('converts a foreign price to ل.س where the list mixes currencies', () => {
    const note = approximateNotes([dollars, liras], rates);
    expect(note(dollars)).toMatch(/^≈ 1,450,000(\.00)? ل\.س$/);
    expect(note(liras)).toBeUndefined();
  });

  it('says nothing for a list in one currency or before the rates arrive', () => {
    expect(approximateNotes([dollars, { ...dollars, base_price: 3 }], rates)(dollars)).toBe(
      undefined,
    );
    expect(approximateNotes([dollars, liras], undefined)(dollars)).toBeUndefined();
  });
});
