import type { Product } from '@souq/domain/schemas/catalogue';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { hasVariants } from '@/features/cart/product-to-cart-item';
import { useAddToCart } from '@/features/cart/use-add-to-cart';

/** Spec discovery §9: the add-to-cart animation lasts 600 ms on cards. */
export const CARD_BUSY_MS = 600;

interface Options {
  /** Called before opening a variant product's page (to prefetch its details). */
  beforeOpen?: (product: Product) => void;
}

/**
 * Add from a product card: guests and variant products leave at once; others show the card's
 * busy state for 600 ms, then are added and toasted. Busy ids are per product.
 */
export function useCardAddToCart(options: Options = {}) {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const add = useAddToCart({ ...options, signedIn });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const onAdd = (product: Product) => {
    if (!signedIn || hasVariants(product)) {
      add(product);
      return;
    }
    if (busy.has(product.id)) return;
    setBusy((current) => new Set(current).add(product.id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      add(product);
      setBusy((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
    }, CARD_BUSY_MS);
    timers.current.add(timer);
  };
  return { onAdd, isBusy: (id: string) => busy.has(id) };
}
