import { useEffect, useRef } from 'react';

/** Heading of the forgot and new-password forms; focused on arrival so readers know where they are. */
export function ModeHeading({ title, intro }: { title: string; intro: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="flex flex-col gap-1">
      <h2
        ref={ref}
        tabIndex={-1}
        className="text-xl font-bold text-neutral-900 focus:outline-none dark:text-neutral-50"
      >
        {title}
      </h2>
      <p className="text-neutral-700 dark:text-neutral-300">{intro}</p>
    </div>
  );
}
