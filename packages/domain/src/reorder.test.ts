import { describe, expect, it } from 'vitest';
import { isFullOrder, moveItem } from './reorder';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves one item up, down, or across the list, leaving the input alone', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the order when the target is past either end or the source is unknown', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 9)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
  });
});

describe('isFullOrder', () => {
  it('accepts every known id once, in any order', () => {
    expect(isFullOrder(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
  });

  it('refuses a missing, an unknown or a repeated id', () => {
    expect(isFullOrder(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isFullOrder(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
    expect(isFullOrder(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
