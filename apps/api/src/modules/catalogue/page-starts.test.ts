import { describe, expect, it } from 'vitest';
import { pageStarts } from './page-starts';

const start = (offset: number, version = '5') => ({ offset, keys: [`k${offset}`, 'id'], version });

describe('pageStarts', () => {
  it('finds the nearest start at or before an offset, within the gap', () => {
    const starts = pageStarts({ maxGap: 100 });
    starts.remember('newest', start(1000));
    starts.remember('newest', start(1040));
    expect(starts.nearest('newest', 1040)?.offset).toBe(1040);
    expect(starts.nearest('newest', 1060)?.offset).toBe(1040);
    expect(starts.nearest('newest', 1039)?.offset).toBe(1000);
    expect(starts.nearest('newest', 999)).toBeUndefined();
    expect(starts.nearest('newest', 1141)).toBeUndefined();
    expect(starts.nearest('price', 1040)).toBeUndefined();
  });

  it('forgets every start when a newer version is seen, and keeps none from an older one', () => {
    const starts = pageStarts();
    starts.remember('newest', start(1000, '9'));
    starts.remember('name', start(500, '10'));
    expect(starts.nearest('newest', 1000)).toBeUndefined();
    expect(starts.nearest('name', 500)?.version).toBe('10');
    starts.remember('newest', start(1000, '9'));
    expect(starts.nearest('newest', 1000)).toBeUndefined();
  });

  it('keeps a bounded number of lists and of starts per list, the least recently used going first', () => {
    const starts = pageStarts({ maxLists: 2, maxPerList: 2 });
    starts.remember('a', start(100));
    starts.remember('b', start(100));
    starts.nearest('a', 100); // a is now the most recently used
    starts.remember('c', start(100));
    expect(starts.nearest('b', 100)).toBeUndefined();
    expect(starts.nearest('a', 100)).toBeDefined();
    starts.remember('a', start(200));
    starts.remember('a', start(300));
    expect(starts.nearest('a', 100)).toBeUndefined();
    expect(starts.nearest('a', 300)?.offset).toBe(300);
  });
});
