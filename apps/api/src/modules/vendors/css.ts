/**
 * The vendor CSS rules and css-tree behind them (~14 MB resident) load the first time a store's
 * CSS is served or checked, not at start-up: most stores keep a theme without CSS of their own,
 * and a server that never meets one never pays for the parser.
 */
let sanitizer: Promise<typeof import('@souq/domain/vendor-css')> | undefined;
let verdict: Promise<typeof import('@souq/domain/vendor-css-verdict')> | undefined;

export async function loadCssSanitizer() {
  sanitizer ??= import('@souq/domain/vendor-css');
  return (await sanitizer).sanitizeVendorCss;
}

export async function loadCssVerdict() {
  verdict ??= import('@souq/domain/vendor-css-verdict');
  return (await verdict).vendorCssVerdict;
}
