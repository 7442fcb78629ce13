import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { CartHeader } from './cart-header';
import { ContinueButton } from './continue-button';
import { EmptyCart } from './empty-cart';
import { GroupTotals } from './group-totals';
import { GroupsNotice } from './groups-notice';
import { ISSUES_ID, ReadinessIssues } from './readiness-issues';
import { RefreshNotice } from './refresh-notice';
import { SubtotalLines } from './subtotal-lines';
import { useCartPage } from './use-cart-page';
import { useCartRefresh } from './use-cart-refresh';
import { VendorGroup } from './vendor-group';

/**
 * Web /cart: lines under their shops, and beside them the summary with readiness. A cart of
 * several stores or currencies is several orders: each group checks out on its own.
 */
export function WebCartScreen({ title }: { title: string }) {
  const cart = useCartPage();
  const refresh = useCartRefresh();
  const separate = cart.groups.length > 1;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <CartHeader title={title} count={cart.count} onClear={cart.clear} />
      <RefreshNotice changes={refresh.changes} onDismiss={refresh.dismiss} />
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4">
            <GroupsNotice groups={cart.groups.length} />
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
          </div>
          <aside
            aria-labelledby="cart-summary-title"
            className="flex flex-col gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-card lg:sticky lg:top-20 dark:border-neutral-700 dark:bg-neutral-900"
          >
            <h2 id="cart-summary-title" className="text-lg font-bold">
              {t.summaryTitle}
            </h2>
            {separate ? (
              <GroupTotals groups={cart.groups} />
            ) : (
              <>
                <SubtotalLines subtotals={cart.subtotals} />
                <ReadinessIssues issues={cart.issues} />
                <ContinueButton ready={cart.ready} reasonId={ISSUES_ID} className="w-full" />
              </>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
