import { paths } from '@souq/domain/paths';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { cn } from '@/lib/cn';
import { MobileAccountGate } from './account-gate';

interface MobileAccountPageProps {
  title: string;
  /** 'Back to the profile', in the words of the screen's part of the catalogue. */
  backLabel: string;
  /** The screen, for a signed-in shopper; anyone else sees the gate's card instead. */
  children: (user: CurrentUser) => ReactNode;
  roomy?: boolean;
}

/** A screen under /mobile/profile (orders, addresses, edit, settings): back, title, content. */
export function MobileAccountPage({ title, backLabel, children, roomy }: MobileAccountPageProps) {
  return (
    <div className={cn('flex flex-col px-4 py-4', roomy ? 'gap-5' : 'gap-4')}>
      <BackLink to={paths.mobile.profile()} label={backLabel} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <MobileAccountGate>{children}</MobileAccountGate>
    </div>
  );
}
