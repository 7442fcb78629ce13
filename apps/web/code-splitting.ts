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
 * - app: our own modules that at least APP_SHARE_COUNT lazy screens import (cart, auth,
 *   money, image fallbacks, Arabic text...). The threshold is high on purpose: a module
 *   shared by fewer screens tends to pull in heavy libraries (zod, the dialog primitives)
 *   that the catalogue screens never need. `npm run bench -- --weight` measures the result.
 *
 * Everything else (route screens, maps, forms, dialogs) keeps the automatic split.
 */
const APP_SHARE_COUNT = 8;

const sep = String.raw`[\\/]`;
const framework = new RegExp(
  `node_modules${sep}(react|react-dom|scheduler|react-router|@tanstack)${sep}`,
);
const icons = new RegExp(`node_modules${sep}lucide-react${sep}`);
const ownCode = new RegExp(`apps${sep}web${sep}src|packages${sep}domain`);

export const codeSplitting = {
  groups: [
    { name: 'framework', test: framework, priority: 40 },
    { name: 'shell', tags: ['$initial' as const], priority: 30 },
    { name: 'icons', test: icons, priority: 20 },
    { name: 'app', test: ownCode, minShareCount: APP_SHARE_COUNT, priority: 10 },
  ],
};
