import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { type DashboardDays, dashboardRanges } from '@souq/domain/schemas/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { adminDashboardQuery } from './api';
import { CurrencySection } from './currency-section';
import { RangeSwitch } from './range-switch';
import { WaitingCards } from './waiting-cards';

/** ?days= from the URL (so a range can be shared and survives reload); 30 otherwise. */
function daysOf(params: URLSearchParams): DashboardDays {
  const days = Number(params.get('days'));
  return (dashboardRanges as readonly number[]).includes(days) ? (days as DashboardDays) : 30;
}

/** /admin: the figures the console opens on. */
export function AdminDashboardScreen() {
  return <AdminGate>{() => <Dashboard />}</AdminGate>;
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const days = daysOf(params);
  const dashboard = useQuery(adminDashboardQuery(days));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </div>
      <RangeSwitch
        value={days}
        onChange={(next) => setParams(next === 30 ? {} : { days: String(next) }, { replace: true })}
      />
      {dashboard.isPending ? (
        <SpinnerStatus label={t.loading} />
      ) : dashboard.isError ? (
        <LoadErrorNotice
          error={dashboard.error}
          title={t.loadFailed}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <>
          <WaitingCards counts={dashboard.data.counts} />
          {dashboard.data.currencies.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
              <ChartColumn aria-hidden="true" className="size-10 text-primary-700" />
              <p className="text-lg font-bold">{t.noOrders}</p>
            </div>
          ) : (
            dashboard.data.currencies.map((figures) => (
              <CurrencySection key={figures.currency} figures={figures} />
            ))
          )}
        </>
      )}
    </div>
  );
}
