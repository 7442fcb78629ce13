import { ordersText } from '@souq/domain/locales/ar/orders';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { useShopperPaths } from '@/lib/tree-paths';
import { isMissing, shopperOrderQuery } from './api';
import { OrderSheet } from './order-sheet';

const t = ordersText.page;

/**
 * One of the signed-in shopper's orders (GET /api/orders/{id}), for the web and the mobile tree:
 * loading, an order that is not theirs or not there (404/403, said plainly with the way back to
 * their orders), a failure with a retry, or the order itself.
 */
export function OrderPage({ id }: { id: string }) {
  const paths = useShopperPaths();
  const order = useQuery(shopperOrderQuery(id));
  if (order.isPending) return <SpinnerStatus label={t.loading} />;
  if (order.isError && isMissing(order.error))
    return (
      <SectionNotice
        icon={<SearchX aria-hidden="true" className="size-8" />}
        title={t.notFoundTitle}
        text={t.notFoundText}
      >
        <Link to={paths.orders()} className={buttonStyles({ className: 'mt-2' })}>
          {t.back}
        </Link>
      </SectionNotice>
    );
  if (order.isError)
    return (
      <LoadErrorNotice
        error={order.error}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  return <OrderSheet order={order.data} />;
}
