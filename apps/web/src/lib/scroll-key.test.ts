import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keeps one position per history entry reached inside the app', () => {
    expect(scrollKey({ key: 'a1b2', pathname: '/products', search: '' })).toBe('a1b2');
  });

  it('gives fresh loads of different pages different keys, and a reload the same one', () => {
    const products = scrollKey({ key: 'default', pathname: '/products', search: '?q=x' });
    const product = scrollKey({ key: 'default', pathname: '/product/1', search: '' });
    expect(products).not.toBe(product);
    expect(scrollKey({ key: 'default', pathname: '/products', search: '?q=x' })).toBe(products);
  });
});
