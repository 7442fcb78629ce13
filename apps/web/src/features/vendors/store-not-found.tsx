import { storefrontText } from '@souq/domain/locales/ar/storefront';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { Store } from 'lucide-react';
import { MessageScreen } from '@/components/ui/message-screen';
import { useTreePaths } from '@/lib/tree-paths';

/** A store id that names no active store: say so, with the way home of the route tree. */
export function StoreNotFound() {
  return (
    <MessageScreen
      icon={<Store aria-hidden="true" className="size-8" />}
      title={vendorsText.notFoundTitle}
      text={vendorsText.notFoundText}
      action={{ to: useTreePaths().home(), label: storefrontText.backHome }}
    />
  );
}
