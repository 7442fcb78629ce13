/**
 * The add a guest asked for before signing in (the product, its chosen variant and quantity)
 * and the page it was asked on. Kept in sessionStorage: it belongs to this tab's visit only,
 * and survives the full reload some sign-ins make. Finished by finish-pending-add.tsx.
 */
import type { CartItem } from '@souq/domain/cart';

const KEY = 'souq:pending-add';
/** An add older than this was abandoned, not interrupted: it is dropped, never added late. */
const MAX_AGE_MS = 30 * 60 * 1000;

export interface PendingAdd {
  item: CartItem;
  /** Path and query of the page the shopper was on; the add finishes when they are back. */
  from: string;
  at: number;
}

export function savePendingAdd(item: CartItem, from: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ item, from, at: now } satisfies PendingAdd));
  } catch {
    // Storage full or blocked: signing in still works, only the add is not finished for them.
  }
}

/** The saved add while it is fresh; anything unreadable or stale counts as none. */
export function readPendingAdd(now = Date.now()): PendingAdd | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingAdd | null;
    if (!parsed || typeof parsed.from !== 'string' || typeof parsed.at !== 'number') return null;
    if (typeof parsed.item?.productId !== 'string') return null;
    return now - parsed.at <= MAX_AGE_MS ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingAdd(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was saved where storage is blocked.
  }
}
