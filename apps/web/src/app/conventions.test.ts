import { describe, expect, it } from 'vitest';

/** Every source file of the web app, as text (Vite reads them at test time). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx,css}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Physical left/right utilities break right-to-left layout; logical ones (ms-, pe-, start-) don't. */
const physicalUtility =
  /(?<![\w-])(?:-?(?:ml|mr|pl|pr|left|right)-[\w[./\]-]+|text-(?:left|right)|(?:rounded|border)-(?:l|r|tl|tr|bl|br)(?:-[\w[\]]+)?|float-(?:left|right))(?![\w-])/;

describe('conventions', () => {
  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('recognises physical utilities (the check itself can fail)', () => {
    for (const bad of [
      'ml-2',
      'pr-4',
      '-left-1',
      'right-0',
      'text-left',
      'rounded-r-lg',
      'border-l',
    ]) {
      expect(bad).toMatch(physicalUtility);
    }
    for (const good of [
      'ms-2',
      'pe-4',
      '-start-1',
      'end-0',
      'text-start',
      'rounded-e-lg',
      'inset-x-0',
    ]) {
      expect(good).not.toMatch(physicalUtility);
    }
  });

  it.each(Object.entries(sources))('%s uses only logical direction utilities', (_file, source) => {
    const literals = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
    for (const literal of literals) expect(literal).not.toMatch(physicalUtility);
    expect(source).not.toMatch(/\b(?:margin|padding)-(?:left|right)\s*:|\b(?:left|right)\s*:\s*\d/);
  });

  // A server-drawn page must know when its screen redirects (lib/redirect.tsx).
  it.each(Object.entries(sources).filter(([file]) => file !== '/src/lib/redirect.tsx'))(
    "%s redirects through <Redirect>, never React Router's <Navigate>",
    (_file, source) => {
      expect(source).not.toMatch(/<Navigate\b/);
    },
  );

  it.each(Object.entries(sources).filter(([file]) => file.startsWith('/src/routes/')))(
    '%s does not import the other route tree',
    (file, source) => {
      const other = file.startsWith('/src/routes/web/') ? 'mobile' : 'web';
      expect(source).not.toMatch(new RegExp(`from ['"](?:@/|[./]*)(?:routes/)?${other}/`));
    },
  );

  it.each(Object.entries(sources).filter(([file]) => file.startsWith('/src/routes/')))(
    '%s only composes feature screens (no state, data or markup of its own)',
    (_file, source) => {
      const imported = [...source.matchAll(/from ['"]([^'"]+)['"]/g)].map((match) => match[1]);
      for (const from of imported) {
        expect(from).toMatch(/^(?:@\/features\/|@\/lib\/route-handle$|react-router$)/);
      }
      // Reading the URL's parameters and the route's title is the route's job; nothing else.
      expect(source).not.toMatch(/\buse(?!Params\b|RouteHandle\b)[A-Z]\w*\(/);
      expect(source).not.toMatch(/className=|<(?:div|section|main|h1|p|ul|Suspense)\b/);
    },
  );
});
