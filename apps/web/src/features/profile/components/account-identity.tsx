/** The user's initial in a circle and their name: the top of both profile screens. */
export function AccountIdentity({ name, email }: { name: string; email?: string }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-700 text-2xl font-extrabold text-white"
      >
        {name.trim().charAt(0) || 'س'}
      </span>
      <div className="flex min-w-0 flex-col">
        <p className="truncate text-2xl font-bold text-neutral-900 dark:text-neutral-50">{name}</p>
        {email && (
          <p dir="ltr" className="truncate text-end text-neutral-600 dark:text-neutral-300">
            {email}
          </p>
        )}
      </div>
    </div>
  );
}
