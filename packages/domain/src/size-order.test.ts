import { describe, expect, it } from 'vitest';
import { sortSizes } from './size-order';

const sorted = (sizes: string[]) => sortSizes(sizes, (size) => size);

describe('size order', () => {
  it('puts letter sizes in S-M-L order, whatever order the seller added them', () => {
    expect(sorted(['L', 'S', 'XXL', 'M', 'xs', 'XL'])).toEqual(['xs', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sorted(['3XL', 'XL', '2XL'])).toEqual(['XL', '2XL', '3XL']);
  });

  it('sorts numeric sizes by value, not as text', () => {
    expect(sorted(['44', '9', '40.5', '100', '٣٨'])).toEqual(['9', '٣٨', '40.5', '44', '100']);
    expect(sorted(['12 سنة', '4 سنوات', '8 سنوات'])).toEqual(['4 سنوات', '8 سنوات', '12 سنة']);
  });

  it('compares weights, volumes and lengths in one unit', () => {
    expect(sorted(['1 كغ', '250 غ', '500 غ'])).toEqual(['250 غ', '500 غ', '1 كغ']);
    expect(sorted(['1 لتر', '750 مل', '2 لتر'])).toEqual(['750 مل', '1 لتر', '2 لتر']);
    expect(sorted(['1 م', '60 سم', '2 م'])).toEqual(['60 سم', '1 م', '2 م']);
    expect(sorted(['1 TB', '256 غيغا', '128 غيغا'])).toEqual(['128 غيغا', '256 غيغا', '1 TB']);
  });

  it('reads Arabic size words and keeps unknown sizes in their order after the rest', () => {
    expect(sorted(['كبير', 'مقاس حر', 'صغير', 'عائلي', 'وسط'])).toEqual([
      'صغير',
      'وسط',
      'كبير',
      'مقاس حر',
      'عائلي',
    ]);
  });
});
