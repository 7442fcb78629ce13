/** The small number on the cart icon; hidden when zero, "99+" beyond. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-pill bg-accent-400 px-1 text-xs leading-none font-bold text-neutral-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
