import { describe, expect, it } from 'vitest';
import { fillDays, rangeDays } from './dashboard-days';

describe('rangeDays', () => {
  it('counts back from today, oldest first, across month and year ends', () => {
    expect(rangeDays('2026-03-02', 4)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rangeDays('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(rangeDays('2026-11-24', 90)).toHaveLength(90);
    expect(rangeDays('2026-11-24', 90)[0]).toBe('2026-08-27');
  });

  it('does not skip or repeat a day over the spring daylight change', () => {
    const days = rangeDays('2026-04-05', 30);
    expect(new Set(days).size).toBe(30);
  });
});

describe('fillDays', () => {
  it('keeps the database rows and fills every other day with zeros', () => {
    const days = rangeDays('2026-11-24', 3);
    expect(fillDays(days, [{ day: '2026-11-23', orders: 2, sales: 150 }])).toEqual([
      { day: '2026-11-22', orders: 0, sales: 0 },
      { day: '2026-11-23', orders: 2, sales: 150 },
      { day: '2026-11-24', orders: 0, sales: 0 },
    ]);
  });

  it('drops a row outside the range rather than lengthening the chart', () => {
    expect(fillDays(['2026-11-24'], [{ day: '2026-11-01', orders: 1, sales: 1 }])).toEqual([
      { day: '2026-11-24', orders: 0, sales: 0 },
    ]);
  });
});
