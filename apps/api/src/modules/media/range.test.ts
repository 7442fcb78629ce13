import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it('reads first-last, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('says unsatisfiable when the range starts past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('falls back to the whole object for absent, malformed or multiple ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-2',
      'bytes=0-1,5-6',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });

  it('always yields a range inside the object', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(20_000),
        fc.nat(20_000),
        fc.boolean(),
        (size, a, b, suffix) => {
          const header = suffix ? `bytes=-${a}` : `bytes=${a}-${b}`;
          const range = parseRange(header, size);
          if (range && range !== 'unsatisfiable') {
            expect(range.start).toBeGreaterThanOrEqual(0);
            expect(range.end).toBeLessThan(size);
            expect(range.start).toBeLessThanOrEqual(range.end);
          }
        },
      ),
    );
  });
});
