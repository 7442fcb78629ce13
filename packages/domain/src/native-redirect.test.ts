import { describe, expect, it } from 'vitest';
import { nativeRedirectTarget } from './native-redirect';

describe('nativeRedirectTarget (spec: native redirect rule)', () => {
  it.each([
    ['/product/abc', '/mobile/product/abc'],
    ['/vendor/v1', '/mobile/vendor/v1'],
    ['/cart', '/mobile/cart'],
    ['/settings', '/mobile/profile'],
    ['/profile', '/mobile/profile'],
    ['/reels', '/mobile/reels'],
    ['/vendors-map', '/mobile/vendors-map'],
    ['/products', '/mobile/products'],
    ['/orders', '/mobile/orders'],
    ['/', '/mobile'],
  ])('moves %s to %s', (from, to) => {
    expect(nativeRedirectTarget(from)).toBe(to);
  });

  it.each(['/checkout', '/my-orders', '/unknown/page', '/products-old'])(
    'forces any other web route (%s) to /mobile',
    (from) => {
      expect(nativeRedirectTarget(from)).toBe('/mobile');
    },
  );

  it.each(['/seller', '/seller/', '/seller/products/abc', '/seller/settings/theme'])(
    'opens the seller console %s as it is',
    (path) => {
      expect(nativeRedirectTarget(path)).toBeNull();
    },
  );

  it.each(['/auth', '/complete-profile', '/profile-completion', '/auth/'])(
    'keeps the shared auth screen %s',
    (path) => {
      expect(nativeRedirectTarget(path)).toBeNull();
    },
  );

  it.each(['/mobile', '/mobile/cart', '/mobile/product/1', '/mobile/anything'])(
    'leaves /mobile routes (%s) alone',
    (path) => {
      expect(nativeRedirectTarget(path)).toBeNull();
    },
  );

  it('keeps trailing segments of product and vendor ids', () => {
    expect(nativeRedirectTarget('/product/123/')).toBe('/mobile/product/123/');
  });

  it('tolerates a trailing slash on exact routes', () => {
    expect(nativeRedirectTarget('/cart/')).toBe('/mobile/cart');
  });
});
