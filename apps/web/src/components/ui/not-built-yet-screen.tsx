import { common } from '@souq/domain/locales/ar/common';
import { Construction } from 'lucide-react';
import { MessageScreen } from './message-screen';

/**
 * The one honest placeholder for every screen a later issue builds: its real title, the
 * "not built yet" note and a way back. No invented content.
 */
export function NotBuiltYetScreen({ title, backTo }: { title: string; backTo: string }) {
  return (
    <MessageScreen
      icon={<Construction aria-hidden="true" className="size-8" />}
      title={title}
      text={common.notBuiltYet}
      action={{ to: backTo, label: common.backHome }}
    />
  );
}
