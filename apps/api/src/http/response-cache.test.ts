import { describe, expect, it } from 'vitest';
import { responseCache, toCachedBody } from './response-cache';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('responseCache', () => {
  it('serves a kept body until its time is up, then loads again', async () => {
    const time = clock();
    const cache = responseCache({ ttlMs: 1000, maxBytes: 1000, now: time.now });
    let loads = 0;
    const load = async () => `{"n":${++loads}}`;
    expect((await cache.get('a', load)).body.toString()).toBe('{"n":1}');
    time.advance(999);
    expect((await cache.get('a', load)).body.toString()).toBe('{"n":1}');
    time.advance(1);
    expect((await cache.get('a', load)).body.toString()).toBe('{"n":2}');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = responseCache({ ttlMs: 1000, maxBytes: 1000 });
    let loads = 0;
    let finish = () => {};
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    // The first load stays open until every caller has asked.
    const load = async () => {
      loads++;
      await loaded;
      return '{}';
    };
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    finish();
    await answers;
    expect(loads).toBe(1);
  });

  it('reloads on request and keeps the new body', async () => {
    const cache = responseCache({ ttlMs: 1000, maxBytes: 1000 });
    let n = 0;
    const load = async () => `${++n}`;
    await cache.get('a', load);
    expect((await cache.get('a', load, true)).body.toString()).toBe('2');
    expect((await cache.get('a', load)).body.toString()).toBe('2');
  });

  it('evicts the least recently used bodies beyond its byte budget', async () => {
    const cache = responseCache({ ttlMs: 1000, maxBytes: 10, maxEntryBytes: 10 });
    const body = (text: string) => async () => text;
    await cache.get('a', body('aaaa'));
    await cache.get('b', body('bbbb'));
    await cache.get('a', body('never'));
    await cache.get('c', body('cccc'));
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    expect((await cache.get('a', body('new'))).body.toString()).toBe('aaaa');
    expect((await cache.get('b', body('new'))).body.toString()).toBe('new');
  });

  it('does not keep a body larger than an entry may be, nor anything when the TTL is 0', async () => {
    const small = responseCache({ ttlMs: 1000, maxBytes: 100, maxEntryBytes: 4 });
    await small.get('a', async () => 'too long');
    expect(small.size.entries).toBe(0);
    const off = responseCache({ ttlMs: 0, maxBytes: 100 });
    await off.get('a', async () => '{}');
    expect(off.size.entries).toBe(0);
  });

  it('tags equal bodies equally and different bodies differently (weak tags)', () => {
    expect(toCachedBody('{"a":1}').etag).toBe(toCachedBody('{"a":1}').etag);
    expect(toCachedBody('{"a":1}').etag).not.toBe(toCachedBody('{"a":2}').etag);
    expect(toCachedBody('{}').etag).toMatch(/^W\/"[\w-]+"$/);
  });
});
