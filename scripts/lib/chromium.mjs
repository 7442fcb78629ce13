/**
 * How every browser tool here starts Debian's Chromium: Playwright's own browser download is
 * unreachable, and without the background-networking flags Chromium keeps dialling out of
 * a closed network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
