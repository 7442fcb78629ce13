import { nav } from '@souq/domain/locales/ar/nav';

/**
 * First tab stop on every page: jumps keyboard users past the navigation. Parked above the
 * viewport (not display:none, so it stays focusable) and slides in when focused.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="fixed start-3 top-3 z-50 -translate-y-24 rounded-lg bg-primary-800 px-4 py-2 font-semibold text-white shadow-raised transition-transform focus:translate-y-0"
    >
      {nav.skipToContent}
    </a>
  );
}
