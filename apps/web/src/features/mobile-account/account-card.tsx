import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';

interface AccountCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions: ReadonlyArray<{ to: string; label: string; variant?: 'primary' | 'outline' }>;
}

/** A centred card that explains why a mobile screen is empty and offers the way on. */
export function AccountCard({ icon, title, text, actions }: AccountCardProps) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        {icon}
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      <div className="flex w-full flex-col gap-2">
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={buttonStyles({
              variant: action.variant ?? 'primary',
              className: 'w-full dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50',
            })}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </Card>
  );
}
