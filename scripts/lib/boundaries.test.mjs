import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './boundaries.mjs';

const check = (path, source) => findViolations([{ path, source }]).map((v) => v.rule);

describe('layer boundaries', () => {
  it('reads static, re-export, side-effect and dynamic imports', () => {
    const source = `import a from './a';\nexport { b } from "../b";\nimport './c.css';\nconst d = () => import('./d');`;
    expect(importsOf(source)).toEqual(['./a', '../b', './c.css', './d']);
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
    expect(check(from, "import r from './repository';")).toEqual([]);
    expect(check(from, "import s from '../catalogue/service';")).toEqual([]);
  });

  it('keeps the web app and the API server apart', () => {
    expect(check('apps/web/src/x.ts', "import a from '../../api/src/app';")).toHaveLength(1);
    expect(check('apps/api/src/x.ts', "import a from '@souq/web';")).toHaveLength(1);
  });
});
