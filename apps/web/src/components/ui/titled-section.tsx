import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** Ties the section to its heading, so it is announced by name. */
  id: string;
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A section named by its h2 (a landmark screen readers list by that name). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
