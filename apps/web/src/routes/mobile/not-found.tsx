import { common } from '@souq/domain/locales/ar/common';
import { paths } from '@souq/domain/paths';
import { SearchX } from 'lucide-react';
import { MessageScreen } from '../../components/ui/message-screen';

/** Spec: any other mobile path shows a not-found screen, with the way back to /mobile. */
export function Component() {
  return (
    <MessageScreen
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={common.notFoundTitle}
      text={common.notFoundText}
      action={{ to: paths.mobile.home(), label: common.backHome }}
    />
  );
}
