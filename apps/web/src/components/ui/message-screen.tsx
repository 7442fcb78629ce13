import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button-styles';

interface MessageScreenProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string };
}

/** A centred full-page message (not found, not built yet) with one way onward. */
export function MessageScreen({ icon, title, text, action }: MessageScreenProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        {icon}
      </div>
      <h1 className="text-2xl font-bold text-neutral-900 dark:text-neutral-50">{title}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      <Link to={action.to} className={buttonStyles({ className: 'mt-2' })}>
        {action.label}
      </Link>
    </section>
  );
}
