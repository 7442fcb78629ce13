import { common } from '@souq/domain/locales/ar/common';

/**
 * The same splash index.html paints before any script: shown while the first screen's
 * code loads, so the page does not flash blank in between.
 */
export function BootScreen() {
  return (
    <div
      className="grid min-h-screen place-content-center justify-items-center gap-3"
      role="status"
    >
      <div
        aria-hidden="true"
        className="grid size-14 place-content-center rounded-2xl bg-primary-700 text-3xl font-extrabold text-white"
      >
        س
      </div>
      <p className="text-neutral-700">{`${common.appName}: ${common.loading}`}</p>
    </div>
  );
}
