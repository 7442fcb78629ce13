import type { CartConflictType } from '@souq/domain/cart-conflicts';
import { useState } from 'react';
import { CartHeader } from './cart-header';
import { CONFLICTS_ID, ConflictAlerts } from './conflict-alerts';
import { ConflictSheet } from './conflict-sheet';
import { EmptyCart } from './empty-cart';
import { MobileCartOptions } from './mobile-cart-options';
import { MobileSummaryBar } from './mobile-summary-bar';
import { RefreshNotice } from './refresh-notice';
import { SubtotalLines } from './subtotal-lines';
import { useCartPage } from './use-cart-page';
import { useCartRefresh } from './use-cart-refresh';
import { VendorGroup } from './vendor-group';

/**
 * /mobile/cart: count, conflicts to resolve, the lines, options, and a pinned total bar. A cart
 * of several stores or currencies is several orders, each group with its own checkout.
 */
export function MobileCartScreen({ title }: { title: string }) {
  const cart = useCartPage();
  const refresh = useCartRefresh();
  // The type, not the conflict: after a removal the sheet shows what is left of it, or closes.
  const [resolving, setResolving] = useState<CartConflictType | null>(null);
  const conflict = cart.conflicts.find((c) => c.type === resolving) ?? null;
  const separate = cart.groups.length > 1;
  return (
    <div className="flex flex-col gap-3 px-4 py-4">
      <CartHeader title={title} count={cart.count} onClear={cart.clear} compact />
      <RefreshNotice changes={refresh.changes} onDismiss={refresh.dismiss} />
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ConflictAlerts
            conflicts={cart.conflicts}
            displayOnly={cart.issues.includes('display_only')}
            onResolve={setResolving}
          />
          {cart.groups.map((group) => (
            <VendorGroup
              key={group.key}
              group={group}
              separate={separate}
              flagsOf={cart.flagsOf}
              onQuantity={cart.setQuantity}
              onRemove={cart.remove}
            />
          ))}
          {/* Several orders: each group carries its own subtotal and checkout instead. */}
          {!separate && (
            <>
              <MobileCartOptions items={cart.items} />
              <div className="rounded-card border border-neutral-200 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900">
                <SubtotalLines subtotals={cart.subtotals} />
              </div>
              {/* Room for the pinned summary bar, so the last card is not hidden under it. */}
              <div aria-hidden="true" className="h-20" />
              <MobileSummaryBar
                subtotals={cart.subtotals}
                ready={cart.ready}
                reasonId={CONFLICTS_ID}
              />
            </>
          )}
          <ConflictSheet
            conflict={conflict}
            items={cart.items}
            onClose={() => setResolving(null)}
            onKeepVendor={cart.keepVendor}
            onKeepCurrency={cart.keepCurrency}
            onRemove={cart.remove}
          />
        </>
      )}
    </div>
  );
}
