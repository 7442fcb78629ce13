import { storefrontText } from '@souq/domain/locales/ar/storefront';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { paths } from '@souq/domain/paths';
import type { StoreAvailability } from '@souq/domain/schemas/vendors';
import { useQuery } from '@tanstack/react-query';
import { CirclePause, Store } from 'lucide-react';
import { MessageScreen } from '@/components/ui/message-screen';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { http } from '@/lib/http';
import { useShopperPaths } from '@/lib/tree-paths';

/**
 * A store id that names no active store. The server is asked why (one small request, only
 * here): a store the operator suspended says so and points to the shopper's orders, which stay
 * workable; anything else (an unknown id, an application nobody approved) is 'not found'.
 */
export function StoreNotFound({ id }: { id: string }) {
  const links = useShopperPaths();
  const availability = useQuery({
    queryKey: ['store-availability', id],
    queryFn: ({ signal }) => http<StoreAvailability>(paths.api.storeAvailability(id), { signal }),
    retry: false,
  });
  if (availability.isPending) return <SpinnerStatus label={storefrontText.loading} />;
  if (availability.data?.status === 'suspended') {
    return (
      <MessageScreen
        icon={<CirclePause aria-hidden="true" className="size-8" />}
        title={vendorsText.suspendedTitle}
        text={vendorsText.suspendedText}
        action={{ to: links.orders(), label: vendorsText.myOrders }}
      />
    );
  }
  return (
    <MessageScreen
      icon={<Store aria-hidden="true" className="size-8" />}
      title={vendorsText.notFoundTitle}
      text={vendorsText.notFoundText}
      action={{ to: links.home(), label: storefrontText.backHome }}
    />
  );
}
