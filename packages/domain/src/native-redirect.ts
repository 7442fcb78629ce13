/**
 * Where a web route goes when the app runs inside the native wrapper.
 * Returns null when the path may stay as it is (already /mobile, or an auth screen
 * that the native app shares with the web tree).
 */
const prefixMoves: ReadonlyArray<readonly [string, string]> = [
  ['/product/', '/mobile/product/'],
  ['/vendor/', '/mobile/vendor/'],
];

const exactMoves: Readonly<Record<string, string>> = {
  '/': '/mobile',
  '/cart': '/mobile/cart',
  '/settings': '/mobile/profile',
  '/profile': '/mobile/profile',
  '/reels': '/mobile/reels',
  '/vendors-map': '/mobile/vendors-map',
  '/products': '/mobile/products',
  '/orders': '/mobile/orders',
};

const stayOnWeb = new Set(['/auth', '/complete-profile', '/profile-completion']);

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function nativeRedirectTarget(pathname: string): string | null {
  if (pathname === '/mobile' || pathname.startsWith('/mobile/')) return null;
  // The seller console is one responsive tree: the native app opens it as it is.
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return null;
  for (const [from, to] of prefixMoves) {
    if (pathname.startsWith(from)) return to + pathname.slice(from.length);
  }
  const path = withoutTrailingSlash(pathname);
  const exact = exactMoves[path];
  if (exact) return exact;
  if (stayOnWeb.has(path)) return null;
  return '/mobile';
}
