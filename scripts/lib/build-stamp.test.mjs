// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash, isCurrent, markCurrent } from './build-stamp.mjs';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'src/nested'), { recursive: true });
  mkdirSync(join(root, 'src/node_modules'), { recursive: true });
  mkdirSync(join(root, 'out'));
  writeFileSync(join(root, 'src/a.ts'), 'a');
  writeFileSync(join(root, 'src/nested/b.ts'), 'b');
});
afterEach(() => {
  delete process.env.BUILD_STAMP_TEST;
});

describe('build stamp', () => {
  it('is current only after marking the same inputs', () => {
    const hash = inputsHash(root, ['src']);
    expect(isCurrent(join(root, 'out'), hash)).toBe(false);
    markCurrent(join(root, 'out'), hash);
    expect(isCurrent(join(root, 'out'), inputsHash(root, ['src']))).toBe(true);
  });

  it('changes when a file changes, appears or moves, not when an install folder does', () => {
    const before = inputsHash(root, ['src']);
    writeFileSync(join(root, 'src/node_modules/x.js'), 'ignored');
    expect(inputsHash(root, ['src'])).toBe(before);
    writeFileSync(join(root, 'src/nested/b.ts'), 'b2');
    const edited = inputsHash(root, ['src']);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src/c.ts'), '');
    expect(inputsHash(root, ['src'])).not.toBe(edited);
  });

  it('changes with an environment variable baked into the output', () => {
    const before = inputsHash(root, ['src'], ['BUILD_STAMP_TEST']);
    process.env.BUILD_STAMP_TEST = 'http://192.168.1.20:3000';
    expect(inputsHash(root, ['src'], ['BUILD_STAMP_TEST'])).not.toBe(before);
  });

  it('treats a missing input as empty rather than failing', () => {
    expect(inputsHash(root, ['src', 'missing'])).toBe(inputsHash(root, ['src']));
  });
});
