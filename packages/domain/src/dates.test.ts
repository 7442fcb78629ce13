import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const moment = '2026-11-24T10:05:00Z';

describe('one date style', () => {
  it('uses the same month names and Latin digits in every style', () => {
    expect(formatDate(moment, 'date', 'UTC')).toBe('24 نوفمبر 2026');
    expect(formatDate(moment, 'dateTime', 'UTC')).toMatch(/^24 نوفمبر 2026 .*10:05/);
    expect(formatDate(moment, 'dayTime', 'UTC')).toMatch(/^24 نوفمبر .*10:05/);
    expect(formatDate(moment, 'time', 'UTC')).toMatch(/^10:05/);
  });

  it('reads the clock of the zone it is given', () => {
    expect(formatDate(moment, 'time', 'Asia/Damascus')).toMatch(/^1:05/);
  });

  it('gives back text that is not a date unchanged', () => {
    expect(formatDate('soon', 'date')).toBe('soon');
  });
});
