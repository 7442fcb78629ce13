/**
 * How every browser tool here starts Debian's Chromium: Playwright's own browser download is
 * unreachable, and without the background-networking flags Chromium keeps dialling out of
 * a closed network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end journeys drive Debian's headless shell instead: the same engine without the
 * full browser around it (what Playwright itself runs headless). On the 2-core machine one
 * storefront journey took 15 s in it against 20 s in the full browser, and an axe pass a third
 * less. Lighthouse and the screenshot tools keep the full browser, as shoppers have it.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
