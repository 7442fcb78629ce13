import { describe, expect, it } from 'vitest';
import { etagMatches } from './public-reply';

describe('etagMatches', () => {
  const tag = 'W/"abc"';
  it('compares weakly against each tag of the list, and * matches anything', () => {
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"abd"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
  });
});
