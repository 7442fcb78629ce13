import { describe, expect, it } from 'vitest';
import { findViolations, importsOf, resolveTarget } from './boundaries.mjs';

const check = (path, source) => findViolations([{ path, source }]).map((v) => v.rule);

describe('layer boundaries', () => {
  it('reads static, re-export, side-effect and dynamic imports', () => {
    const source = `import a from './a';\nexport { b } from "../b";\nimport './c.css';\nconst d = () => import('./d');`;
    expect(importsOf(source)).toEqual(['./a', '../b', './c.css', './d']);
  });

  it('ignores imports quoted in comments and CSS @import in strings', () => {
    const source = `/** e.g. import x from 'node:fs' */\n// import y from 'react'\nconst css = "@import 'https://evil.example/x.css'";`;
    expect(importsOf(source)).toEqual([]);
  });

  it("resolves the web app's @/ alias to apps/web/src", () => {
    expect(resolveTarget('apps/web/src/routes/web/cart.tsx', '@/features/cart/use-cart')).toBe(
      'apps/web/src/features/cart/use-cart',
    );
    expect(resolveTarget('apps/api/src/x.ts', '@/thing')).toBe('@/thing');
  });

  it('stops the web tree importing the mobile tree and back', () => {
    expect(
      check('apps/web/src/routes/web/cart.tsx', "import x from '../mobile/cart';"),
    ).toHaveLength(1);
    expect(
      check('apps/web/src/routes/mobile/cart.tsx', "import x from '../web/cart';"),
    ).toHaveLength(1);
    expect(
      check('apps/web/src/routes/web/cart.tsx', "import x from '../../features/cart/use-cart';"),
    ).toEqual([]);
  });

  it('keeps route files to composing feature screens', () => {
    const from = 'apps/web/src/routes/mobile/settings.tsx';
    expect(check(from, "import { Card } from '@/components/ui/card';")).toHaveLength(1);
    expect(check(from, "import { X } from '../../app/layouts/mobile/x';")).toHaveLength(1);
    expect(check(from, "import { S } from '@/features/settings/mobile-settings-screen';")).toEqual(
      [],
    );
  });

  it('keeps components/ and lib/ below the features', () => {
    expect(
      check('apps/web/src/components/ui/x.tsx', "import a from '@/features/cart/use-cart';"),
    ).toHaveLength(1);
    expect(
      check('apps/web/src/lib/x.ts', "import a from '../features/auth/use-auth';"),
    ).toHaveLength(1);
    expect(check('apps/web/src/lib/x.ts', "import a from '@/routes/web/cart';")).toHaveLength(1);
    expect(check('apps/web/src/components/ui/x.tsx', "import { cn } from '@/lib/cn';")).toEqual([]);
  });

  it('keeps features below app/ and routes/', () => {
    const from = 'apps/web/src/features/cart/x.ts';
    expect(check(from, "import a from '@/app/routes';")).toHaveLength(1);
    expect(check(from, "import a from '../../routes/web/cart';")).toHaveLength(1);
    expect(check(from, "import a from '@/lib/tree-paths';")).toEqual([]);
    expect(check(from, "import a from '@/features/auth/use-auth';")).toEqual([]);
  });

  it('keeps packages/domain free of Node built-ins and browser libraries', () => {
    const from = 'packages/domain/src/x.ts';
    expect(check(from, "import { readFile } from 'node:fs/promises';")).toHaveLength(1);
    expect(check(from, "import { join } from 'path';")).toHaveLength(1);
    expect(check(from, "import { useState } from 'react';")).toHaveLength(1);
    expect(check(from, "import L from 'leaflet';")).toHaveLength(1);
    expect(check(from, "import { Share } from '@capacitor/share';")).toHaveLength(1);
    expect(check(from, "import { z } from 'zod';")).toEqual([]);
    expect(check(from, "import { parse } from 'css-tree';")).toEqual([]);
    expect(check(from, "import { paths } from './paths';")).toEqual([]);
    expect(check(from, "import { it } from 'vitest';")).toHaveLength(1);
    expect(check('packages/domain/src/x.test.ts', "import { it } from 'vitest';")).toEqual([]);
  });

  it('keeps packages/domain free of the apps', () => {
    expect(
      check('packages/domain/src/x.ts', "import y from '../../../apps/api/src/db';"),
    ).toHaveLength(1);
    expect(check('packages/domain/src/x.ts', "import y from '@souq/web/thing';")).toHaveLength(1);
    expect(check('packages/domain/src/x.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it("forbids one API module reaching into another's repository", () => {
    const from = 'apps/api/src/modules/orders/service.ts';
    expect(check(from, "import r from '../catalogue/repository';")).toHaveLength(1);
    expect(check(from, "import r from '../catalogue/repository/products';")).toHaveLength(1);
    expect(check(from, "import r from './repository';")).toEqual([]);
    expect(check(from, "import s from '../catalogue/service';")).toEqual([]);
  });

  it('keeps the web app and the API server apart', () => {
    expect(check('apps/web/src/x.ts', "import a from '../../api/src/app';")).toHaveLength(1);
    expect(check('apps/api/src/x.ts', "import a from '@souq/web';")).toHaveLength(1);
  });

  it('finds an import cycle between two features, not a one-way dependency', () => {
    const files = [
      {
        path: 'apps/web/src/features/vendors/screen.tsx',
        source: "import '@/features/catalogue/card';",
      },
      {
        path: 'apps/web/src/features/catalogue/card.tsx',
        source: "import { x } from '../cart/add';",
      },
      { path: 'apps/web/src/features/cart/add.ts', source: '' },
    ];
    expect(findViolations(files)).toEqual([]);
    files.push({
      path: 'apps/web/src/features/catalogue/theme.ts',
      source: "import { q } from '@/features/vendors/api/vendors';",
    });
    files.push({ path: 'apps/web/src/features/vendors/api/vendors.ts', source: '' });
    const found = findViolations(files);
    expect(found.map((v) => v.file).sort()).toEqual([
      'apps/web/src/features/catalogue/theme.ts',
      'apps/web/src/features/vendors/screen.tsx',
    ]);
    expect(new Set(found.map((v) => v.rule)).size).toBe(1);
  });

  it('finds a longer cycle through three features', () => {
    const files = [
      { path: 'apps/web/src/features/a/x.ts', source: "import '@/features/b/y';" },
      { path: 'apps/web/src/features/b/y.ts', source: "import '@/features/c/z';" },
      { path: 'apps/web/src/features/c/z.ts', source: "import '../a/x';" },
    ];
    expect(findViolations(files).filter((v) => /features/.test(v.rule))).toHaveLength(3);
  });

  it('finds an import cycle between two files, type imports included', () => {
    const files = [
      {
        path: 'apps/web/src/features/location/current-location.ts',
        source: "import { nativeCurrentLocation } from './native-location';",
      },
      {
        path: 'apps/web/src/features/location/native-location.ts',
        source: "import type { LocationResult } from './current-location';",
      },
    ];
    expect(findViolations(files).map((v) => v.rule)).toEqual([
      'no import cycles between files of the web app or the domain',
      'no import cycles between files of the web app or the domain',
    ]);
    files[1] = { path: files[1].path, source: "import type { LocationResult } from './types';" };
    expect(findViolations(files)).toEqual([]);
  });
});
