import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { builtQueries } from './built-queries';

describe('builtQueries', () => {
  it('builds a key once, keeps its text and parameters, and rebuilds the tree only on demand', () => {
    const built = builtQueries(10);
    let builds = 0;
    const make = () => {
      builds += 1;
      return sql`select ${'زيت'}::text as word`;
    };
    const first = built('a', make);
    expect(built('a', make)).toBe(first);
    expect(builds).toBe(1);
    expect(first.text).toBe('select $1::text as word');
    expect(first.params).toEqual(['زيت']);
    // The tree (what PGlite runs) is not kept: asked for, it is built again.
    expect(first.query).not.toBe(first.query);
    expect(builds).toBe(3);
  });

  it('keeps "nothing to run", and forgets the oldest key beyond its size', () => {
    const built = builtQueries(2);
    let builds = 0;
    const none = () => {
      builds += 1;
      return null;
    };
    expect(built('none', none)).toBeNull();
    expect(built('none', none)).toBeNull();
    expect(builds).toBe(1);
    const b = built('b', () => sql`select 2`);
    built('c', () => sql`select 3`);
    expect(built('none', none)).toBeNull();
    expect(builds).toBe(2);
    expect(built('c', () => sql`select 4`).text).toBe('select 3');
    expect(built('b', () => sql`select 5`)).not.toBe(b);
  });
});
