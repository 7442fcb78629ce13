/**
 * How the build cuts the app into files. Left to itself, the bundler makes one chunk per
 * distinct set of importing routes, which here meant 70+ files for the products page, most
 * under 1 KB: over HTTP/1.1 on a slow link each costs a request, headers and a place in the
 * six-connection queue. These groups keep a first visit to a handful of files:
 *
 * - framework: React, React DOM, React Router and TanStack Query, which every screen runs and
 *   which change only on upgrades (so the file stays cached across our deploys);
 * - shell: everything main.tsx imports statically, in one file;
 * - icons: the lucide icons the app uses (~9 KB compressed), one file instead of one per icon;
 * - forms (zod, the form hooks), dialogs (the Radix primitives) and native (Capacitor): each
 *   library in one file, loaded only by the screens that use it;
 * - app: our own modules that at least APP_SHARE_COUNT lazy screens import (cart, auth,
 *   money, image fallbacks, Arabic text...), except those that import one of the libraries
 *   above (`pullsHeavyLibrary`) and the consoles' own code (`consoleOnly`), and without
 *   pulling in their dependencies: when `app` took them, every page loaded 211 KB of
 *   libraries and 25 KB of console text the landing and product list never run (decision 035). `npm run bench -- --pages` measures the result.
 *
 * Everything else (route screens, maps, forms, dialogs) keeps the automatic split.
 */
const APP_SHARE_COUNT = 8;

const sep = String.raw`[\\/]`;
const framework = new RegExp(
  `node_modules${sep}(react|react-dom|scheduler|react-router|@tanstack)${sep}`,
);
const icons = new RegExp(`node_modules${sep}lucide-react${sep}`);
const forms = new RegExp(`node_modules${sep}(react-hook-form|@hookform|zod)${sep}`);
const dialogs = new RegExp(
  `node_modules${sep}(@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|react-style-singleton|use-callback-ref|use-sidecar|get-nonce)${sep}`,
);
const native = new RegExp(`node_modules${sep}@capacitor${sep}`);
const ownCode = new RegExp(`apps${sep}web${sep}src|packages${sep}domain`);
/**
 * Our modules that import a heavy library (zod, the form hooks, the dialog primitives, the
 * native runtime) stay out of `app` even when many screens share them: in `app` they made every
 * page load that library, though the landing and product list never use it.
 */
const pullsHeavyLibrary = new RegExp(
  [
    `domain${sep}src${sep}schemas${sep}`,
    `domain${sep}src${sep}vendor-css-verdict`,
    `web${sep}src${sep}lib${sep}forms${sep}`,
    `web${sep}src${sep}components${sep}ui${sep}(form${sep}|dialog-shell|modal-frame|tabs|confirm-dialog|media-dialog|switch)`,
    `web${sep}src${sep}features${sep}(native|location)${sep}`,
    `web${sep}src${sep}features${sep}[^\\/]+${sep}api\\.ts`,
  ].join('|'),
);
/** The seller and admin consoles' own code: shared by their many screens, never by a shopper's. */
const consoleOnly = new RegExp(
  `locales${sep}ar${sep}(seller|admin|newsletter)\\.ts|web${sep}src${sep}features${sep}(seller|admin)-`,
);
const sharedShopperCode = (id: string) =>
  ownCode.test(id) && !pullsHeavyLibrary.test(id) && !consoleOnly.test(id);

export const codeSplitting = {
  groups: [
    { name: 'framework', test: framework, priority: 40 },
    { name: 'shell', tags: ['$initial' as const], priority: 30 },
    { name: 'forms', test: forms, priority: 25 },
    { name: 'dialogs', test: dialogs, priority: 25 },
    { name: 'native', test: native, priority: 25 },
    { name: 'icons', test: icons, priority: 20 },
    {
      name: 'app',
      test: sharedShopperCode,
      minShareCount: APP_SHARE_COUNT,
      includeDependenciesRecursively: false,
      priority: 10,
    },
  ],
};
