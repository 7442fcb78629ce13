import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CORE_RANGES, coreFont, coreUnicodeRange, makeCoreFont } from './make-core-font.mjs';

const css = await readFile(new URL('../apps/web/src/index.css', import.meta.url), 'utf8');

/** The unicode-range of the @font-face whose src names `file`. */
function rangeOfFace(file) {
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no @font-face with ${file}`);
  return range.replace(/\s+/g, ' ').trim();
}

const codePoints = (range) =>
  range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().slice(2).split('-');
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });

describe('the core subset of Cairo (decision 037)', () => {
  it('is what the script cuts from the installed font', async () => {
    const { core, source } = await makeCoreFont();
    expect(Buffer.compare(core, await readFile(coreFont))).toBe(0);
    expect(core.length).toBeLessThan(source.length);
  }, 30_000);

  it('is declared in index.css for exactly its characters', () => {
    expect(rangeOfFace('cairo-core-wght-normal.woff2')).toBe(coreUnicodeRange());
  });

  it('leaves the Latin file only characters outside it', () => {
    const core = new Set(codePoints(coreUnicodeRange()));
    const latin = codePoints(rangeOfFace('cairo-latin-wght-normal.woff2'));
    expect(latin.length).toBeGreaterThan(0);
    expect(latin.filter((point) => core.has(point))).toEqual([]);
    expect(CORE_RANGES.length).toBeGreaterThan(0);
  });
});
