import { type RefreshChange, refreshCart } from '@souq/domain/cart-refresh';
import { useEffect, useState } from 'react';
import { readCart, writeCart } from '@/features/cart/cart-storage';
import { readFreshLines } from './fresh-lines';

/**
 * On opening the cart, checks each line against the catalogue once and applies current
 * prices and stock. The result is applied to the cart as stored at that moment, so a
 * quantity changed while the answers were on their way is not lost. Returns what changed.
 */
export function useCartRefresh(): { changes: RefreshChange[]; dismiss: () => void } {
  const [changes, setChanges] = useState<RefreshChange[]>([]);
  useEffect(() => {
    const opened = readCart();
    if (opened.length === 0) return;
    const controller = new AbortController();
    void readFreshLines(opened, controller.signal).then((fresh) => {
      if (controller.signal.aborted) return;
      const current = readCart();
      const result = refreshCart(current, fresh);
      if (JSON.stringify(result.items) !== JSON.stringify(current)) writeCart(result.items);
      setChanges(result.changes);
    });
    return () => controller.abort();
  }, []);
  return { changes, dismiss: () => setChanges([]) };
}
