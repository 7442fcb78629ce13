import { sellerText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { FileSpreadsheet, Palette, Plus, Settings, ShoppingBag, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSellerPaths } from '@/lib/tree-paths';
import { useProductCount } from './api';
import { NewOrdersCard } from './new-orders-card';
import { SellerGate } from './seller-gate';
import { StoreStatusBadge } from './status-badge';
import { StoreStatusScreen } from './store-status-screen';

const t = sellerText.dashboard;

/** /seller: the console's home for an active store, the status screen for any other. */
export function SellerDashboardScreen() {
  return (
    <SellerGate need="store">
      {(store) => {
        if (!store) return null;
        if (store.status !== 'active')
          return <StoreStatusScreen store={{ ...store, status: store.status }} />;
        return <Dashboard store={store} />;
      }}
    </SellerGate>
  );
}

function Dashboard({ store }: { store: SellerStore }) {
  const paths = useSellerPaths();
  const noWallets = !store.shamcash_account && !store.goldmasters_account;
  const lowStock = useProductCount({ stock: 'low' });
  const drafts = useProductCount({ status: 'draft' });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 flex-1 text-2xl font-bold">{t.title(store.vendor_name)}</h1>
        <Link to={paths.newProduct()} className={buttonStyles({ className: 'max-sm:w-full' })}>
          <Plus aria-hidden="true" className="size-5" />
          {t.addProduct}
        </Link>
      </div>
      <NewOrdersCard />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t.storeStatus}>
          <StoreStatusBadge status={store.status} />
        </Stat>
        <Stat label={t.products}>{t.productCount(store.product_count)}</Stat>
        <Stat label={t.lowStock} to={`${paths.products()}?stock=low`}>
          {lowStock.data ?? '…'}
        </Stat>
        <Stat label={t.drafts} to={`${paths.products()}?status=draft`}>
          {drafts.data ?? '…'}
        </Stat>
      </dl>
      {noWallets && (
        <p className="rounded-card border border-accent-300 bg-accent-50 p-4 text-neutral-900 dark:bg-accent-800 dark:text-accent-50">
          {t.noWallets}
        </p>
      )}
      <nav aria-label={sellerText.nav.label}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Shortcut
            to={paths.products()}
            icon={<ShoppingBag aria-hidden="true" />}
            label={t.manageProducts}
          />
          <Shortcut
            to={paths.settings()}
            icon={<Settings aria-hidden="true" />}
            label={t.settings}
          />
          <Shortcut
            to={paths.settings('theme')}
            icon={<Palette aria-hidden="true" />}
            label={t.theme}
          />
          <Shortcut
            to={paths.settings('wallets')}
            icon={<Wallet aria-hidden="true" />}
            label={t.wallets}
          />
          <Shortcut
            to={paths.importProducts()}
            icon={<FileSpreadsheet aria-hidden="true" />}
            label={t.importCsv}
          />
        </ul>
      </nav>
    </div>
  );
}

function Stat({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <dt className="text-sm text-neutral-600 dark:text-neutral-300">{label}</dt>
      <dd className="text-xl font-bold">
        {to ? (
          <Link
            to={to}
            className="text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
          >
            {children}
          </Link>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

function Shortcut({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-card bg-white p-4 font-semibold shadow-card hover:bg-primary-50 dark:bg-neutral-900 dark:hover:bg-primary-950 [&>svg]:size-6 [&>svg]:text-primary-700"
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}
