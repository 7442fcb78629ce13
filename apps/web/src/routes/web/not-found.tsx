import { common } from '@souq/domain/locales/ar/common';
import { paths } from '@souq/domain/paths';
import { SearchX } from 'lucide-react';
import { MessageScreen } from '../../components/ui/message-screen';

/** Spec: any unknown web route shows 'Page not found' with a link home. */
export function Component() {
  return (
    <MessageScreen
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={common.notFoundTitle}
      text={common.notFoundText}
      action={{ to: paths.web.home(), label: common.backHome }}
    />
  );
}
