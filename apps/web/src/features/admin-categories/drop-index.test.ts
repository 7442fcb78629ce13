import { describe, expect, it } from 'vitest';
import { dropIndex } from './drop-index';

const rows = [
  { top: 100, bottom: 160 },
  { top: 168, bottom: 228 },
  { top: 236, bottom: 296 },
];

describe('dropIndex', () => {
  it('is the row under the pointer', () => {
    expect(dropIndex(100, rows)).toBe(0);
    expect(dropIndex(200, rows)).toBe(1);
    expect(dropIndex(295, rows)).toBe(2);
  });

  it('is the first or the last row past the ends, and keeps going in a gap', () => {
    expect(dropIndex(10, rows)).toBe(0);
    expect(dropIndex(900, rows)).toBe(2);
    expect(dropIndex(164, rows)).toBe(1);
    expect(dropIndex(50, [])).toBe(-1);
  });
});
