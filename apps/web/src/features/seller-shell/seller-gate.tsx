import { sellerText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import type { ReactNode } from 'react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { RequireAccount } from '@/features/auth/require-account';
import { Redirect } from '@/lib/redirect';
import { useSellerPaths } from '@/lib/tree-paths';
import { useSellerStore } from './api';

interface SellerGateProps {
  /** 'store': the screen needs the user's store; 'none': it is the application. */
  need: 'store' | 'none';
  children: (store: SellerStore | null) => ReactNode;
}

/**
 * The seller tree's gate: guests go to /auth and come back; a user without a store goes to
 * the application, an owner away from it. Which store is theirs, the server alone says.
 */
export function SellerGate({ need, children }: SellerGateProps) {
  return <RequireAccount>{() => <StoreGate need={need}>{children}</StoreGate>}</RequireAccount>;
}

function StoreGate({ need, children }: SellerGateProps) {
  const paths = useSellerPaths();
  const query = useSellerStore();
  if (query.isPending) return <SpinnerStatus label={sellerText.loading} />;
  if (query.isError) {
    return (
      <LoadErrorNotice
        page
        error={query.error}
        title={sellerText.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const store = query.data ?? null;
  if (need === 'store' && !store) return <Redirect to={paths.apply()} replace />;
  if (need === 'none' && store) return <Redirect to={paths.home()} replace />;
  return children(store);
}
