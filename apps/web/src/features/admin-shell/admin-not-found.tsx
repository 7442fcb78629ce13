import { adminText } from '@souq/domain/locales/ar/admin';
import { common } from '@souq/domain/locales/ar/common';
import { paths } from '@souq/domain/paths';
import { SearchX } from 'lucide-react';
import { MessageScreen } from '@/components/ui/message-screen';

/** An unknown /admin path: 'page not found' with the way to the console's stores. */
export function AdminNotFound() {
  return (
    <MessageScreen
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={common.notFoundTitle}
      text={common.notFoundText}
      action={{ to: paths.admin.stores(), label: adminText.notFound.back }}
    />
  );
}
