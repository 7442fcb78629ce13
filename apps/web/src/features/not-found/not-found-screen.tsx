import { common } from '@souq/domain/locales/ar/common';
import { SearchX } from 'lucide-react';
import { MessageScreen } from '@/components/ui/message-screen';
import { useTreePaths } from '@/lib/tree-paths';

/** Spec: an unknown path shows 'Page not found' with the way home of its route tree. */
export function NotFoundScreen() {
  return (
    <MessageScreen
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={common.notFoundTitle}
      text={common.notFoundText}
      action={{ to: useTreePaths().home(), label: common.backHome }}
    />
  );
}
