/**
 * Spec discovery §9: when the platform reports no safe area (env() gives 0, as older Android
 * WebViews do under a status bar), the native app reserves top 44 px and bottom 34 px. The web
 * keeps whatever env() says, zero included. The values land in the theme variables that the
 * mobile header (pt-safe-top) and bottom navigation (pb-safe-bottom) already use.
 */
export const FALLBACK_INSETS = { top: 44, bottom: 34 } as const;

export interface Insets {
  top: number;
  bottom: number;
}

/** The inline CSS values to set; null keeps the stylesheet's env() value. */
export function insetOverrides(native: boolean, measured: Insets) {
  return {
    top: native && measured.top <= 0 ? `${FALLBACK_INSETS.top}px` : null,
    bottom: native && measured.bottom <= 0 ? `${FALLBACK_INSETS.bottom}px` : null,
  };
}

/** What env() resolves to right now, read from an invisible probe. */
export function measureSafeArea(): Insets {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;' +
    'padding-top:env(safe-area-inset-top,0px);padding-bottom:env(safe-area-inset-bottom,0px)';
  document.body.appendChild(probe);
  const style = getComputedStyle(probe);
  const insets = {
    top: Number.parseFloat(style.paddingTop) || 0,
    bottom: Number.parseFloat(style.paddingBottom) || 0,
  };
  probe.remove();
  return insets;
}

export function applySafeAreaInsets(native: boolean, measured: Insets = measureSafeArea()): void {
  const root = document.documentElement.style;
  const { top, bottom } = insetOverrides(native, measured);
  if (top) root.setProperty('--spacing-safe-top', top);
  else root.removeProperty('--spacing-safe-top');
  if (bottom) root.setProperty('--spacing-safe-bottom', bottom);
  else root.removeProperty('--spacing-safe-bottom');
}

/** Insets change with rotation and when the system bars show or hide: measure again. */
export function watchSafeAreaInsets(native: boolean): void {
  applySafeAreaInsets(native);
  // the probe reads env() itself, so our own inline fallback never hides a real inset
  window.addEventListener('resize', () => applySafeAreaInsets(native));
}
