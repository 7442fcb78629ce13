import { describe, expect, it } from 'vitest';
import { parseOrderSearch } from './order-search';

describe('parseOrderSearch', () => {
  it('reads the human number with or without #, in either digit set', () => {
    for (const q of ['1042', '#1042', ' # 1042 ', '١٠٤٢', '#١٠٤٢', '۱۰۴۲']) {
      expect(parseOrderSearch(q), q).toEqual({ number: 1042, text: '1042' });
    }
  });

  it('keeps a name, a phone or an old reference as text, with no number', () => {
    expect(parseOrderSearch('ماهر')).toEqual({ number: null, text: 'ماهر' });
    expect(parseOrderSearch('#3A2B1C0D')).toEqual({ number: null, text: '3a2b1c0d' });
    expect(parseOrderSearch('+963 944')).toEqual({ number: null, text: '+963 944' });
    expect(parseOrderSearch('٠٩٤٤ ٢١٠')).toEqual({ number: null, text: '0944 210' });
  });

  it('names no order for zero, a bare # or a run of digits too long to be one', () => {
    expect(parseOrderSearch('0').number).toBeNull();
    expect(parseOrderSearch('#')).toEqual({ number: null, text: '' });
    expect(parseOrderSearch('0944123456789012').number).toBeNull();
    // Leading zeros are still the number a shopper read out.
    expect(parseOrderSearch('01042').number).toBe(1042);
  });
});
