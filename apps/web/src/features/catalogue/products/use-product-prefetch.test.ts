import { describe, expect, it } from 'vitest';
import type { CategoryTile } from '../api/categories';
import { categoryForSearch } from './use-product-prefetch';

const tile = (slug: string, name: string): CategoryTile => ({
  slug,
  name,
  description: null,
  icon: null,
  iconUrl: null,
  color: null,
  productCount: null,
});
const tiles = [
  tile('shoes', 'أحذية'),
  tile('books', 'كتب'),
  tile('beauty', 'الجمال'),
  tile('home', 'المنزل'),
];

describe('categoryForSearch', () => {
  it('finds the one category the typed text starts, with Arabic spelling forms folded', () => {
    expect(categoryForSearch('احذ', tiles)).toBe('shoes');
    expect(categoryForSearch('أحذيه', tiles)).toBe('shoes');
    expect(categoryForSearch('كت', tiles)).toBe('books');
  });

  it('needs 2+ characters and exactly one match', () => {
    expect(categoryForSearch('ك', tiles)).toBeNull();
    expect(categoryForSearch('ال', tiles)).toBeNull();
    expect(categoryForSearch('هاتف', tiles)).toBeNull();
  });
});
