import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { type OrderGroup, orderGroups } from '@souq/domain/order-status';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { SwitchRow } from '@/components/ui/switch';
import { OrdersExport } from '@/features/seller-orders-export/orders-export';
import { useNewOrderCount } from '@/features/seller-shell/api';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { StoreStatusScreen } from '@/features/seller-shell/store-status-screen';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { BOARD_PAGE_SIZE, type BoardFilters, boardQuery } from './api';
import { BoardOrders } from './board-orders';
import { GroupTabs } from './group-tabs';
import { LiveStatus } from './live-status';
import { useOrderSound } from './use-order-sound';
import { useOrderStream } from './use-order-stream';

const t = sellerBoardText;
const EXPORT_ID = 'orders-export';

function filtersOf(params: URLSearchParams): BoardFilters {
  const group = params.get('group') ?? 'new';
  return {
    group: (orderGroups as readonly string[]).includes(group) ? (group as OrderGroup) : 'new',
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/**
 * /seller/orders: the store's live orders board (decision 017 "Board", "Live board"). A store
 * being reviewed or rejected has no orders yet and sees its status, as on the dashboard; a
 * suspended store keeps working its open orders (docs/design.md "The operating side").
 */
export function SellerOrdersBoardScreen() {
  return (
    <SellerGate need="store">
      {(store) => {
        if (!store) return null;
        if (store.status === 'pending' || store.status === 'rejected')
          return <StoreStatusScreen store={{ ...store, status: store.status }} />;
        return <Board store={store} />;
      }}
    </SellerGate>
  );
}

function Board({ store }: { store: SellerStore }) {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const [exporting, setExporting] = useState(false);

  // The server refuses the stream of a store that is not active: a suspended one polls.
  const stream = useOrderStream({ stream: store.status === 'active' });
  const board = useQuery(boardQuery(filters));
  const sound = useOrderSound(useNewOrderCount().data);
  // Orders left this group (moved on elsewhere) and emptied the page shown: the last one left.
  const shown = board.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the reply, not the setter
  useEffect(() => {
    if (shown && shown.data.length === 0 && shown.count > 0 && filters.page > 1)
      set({ page: String(Math.ceil(shown.count / BOARD_PAGE_SIZE)) });
  }, [shown]);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <LiveStatus state={stream} />
        {/* Folded on a phone too: the orders, not the export's dates, come first. */}
        <button
          type="button"
          aria-expanded={exporting}
          aria-controls={EXPORT_ID}
          onClick={() => setExporting((open) => !open)}
          className={buttonStyles({ variant: 'outline', size: 'sm', className: 'ms-auto' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </button>
      </div>
      {store.status === 'suspended' && (
        <p className="rounded-card border border-accent-300 bg-accent-50 p-4 text-neutral-900 dark:bg-accent-800 dark:text-accent-50">
          {t.suspended}
        </p>
      )}
      <div id={EXPORT_ID} hidden={!exporting}>
        {exporting && <OrdersExport />}
      </div>
      <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-4">
        <search className="md:flex-1">
          <ListSearchField label={t.search} value={text} onChange={setText} />
        </search>
        <div className="rounded-card bg-white px-4 shadow-card md:py-0 dark:bg-neutral-900">
          <SwitchRow label={t.sound} checked={sound.on} onCheckedChange={sound.toggle} />
        </div>
      </div>
      <GroupTabs
        group={filters.group}
        onGroupChange={(group) => set({ group: group === 'new' ? '' : group })}
        counts={board.data?.counts}
      >
        <BoardOrders
          query={board}
          filters={filters}
          onPage={(page) => set({ page: page > 1 ? String(page) : '' })}
        />
      </GroupTabs>
    </div>
  );
}
