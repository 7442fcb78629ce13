import { documentTitle } from '@souq/domain/locales/ar/routes';
import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { useEffect } from 'react';
import { useRouteHandle } from '@/lib/route-handle';

/**
 * "(3) الطلبات | سوق" in the browser tab while new orders wait, on every console screen, so
 * an owner in another tab sees them arrive. The root sets the route's title in its own effect,
 * which runs after this one (a parent's effects follow its children's): the count is put in
 * front a task later, and the plain title comes back when none wait.
 */
export function useNewOrdersTitle(newCount: number): void {
  const handle = useRouteHandle();
  useEffect(() => {
    if (newCount <= 0) return;
    const plain = handle ? (handle.tabTitle ?? documentTitle(handle.title)) : document.title;
    const timer = setTimeout(() => {
      document.title = sellerBoardText.tabTitle(newCount, plain);
    });
    return () => {
      clearTimeout(timer);
      document.title = plain;
    };
  }, [newCount, handle]);
}
