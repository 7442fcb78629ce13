import { describe, expect, it } from 'vitest';
import { countCache } from '../modules/catalogue/count-cache';
import { publicChanges } from './public-changes';
import { responseCache } from './response-cache';

/** A load that finishes when told, to hold it in flight across a change. */
function gate<T>(value: T) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    load: async () => {
      await opened;
      return value;
    },
  };
}

describe('public changes', () => {
  it('tells every subscriber, until it unsubscribes', () => {
    const changes = publicChanges();
    const heard: string[] = [];
    const stop = changes.subscribe(() => heard.push('a'));
    changes.subscribe(() => heard.push('b'));
    changes.changed();
    stop();
    changes.changed();
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('makes a response cache forget its answers and not keep a load begun before', async () => {
    const changes = publicChanges();
    const cache = responseCache({ ttlMs: 60_000, maxBytes: 10_000 });
    changes.subscribe(() => cache.clear());
    expect((await cache.get('k', async () => '"old"')).body.toString()).toBe('"old"');
    changes.changed();
    expect((await cache.get('k', async () => '"new"')).body.toString()).toBe('"new"');

    // A load in flight when the write commits answers its own callers, but is not kept, and a
    // reader arriving after the change does not join it.
    const stale = gate('"before the write"');
    const early = cache.get('slow', stale.load);
    changes.changed();
    const late = cache.get('slow', async () => '"after the write"');
    stale.open();
    expect((await early).body.toString()).toBe('"before the write"');
    expect((await late).body.toString()).toBe('"after the write"');
    expect((await cache.get('slow', async () => '"again"')).body.toString()).toBe(
      '"after the write"',
    );
  });

  it('makes the count cache forget kept totals and not keep a count begun before', async () => {
    const changes = publicChanges();
    const totals = countCache({ ttlMs: 60_000, maxEntries: 10, minTotal: 0 });
    changes.subscribe(() => totals.clear());
    expect(await totals.get('all', async () => 5000)).toBe(5000);
    expect(await totals.get('all', async () => 1)).toBe(5000);
    changes.changed();
    expect(await totals.get('all', async () => 4999)).toBe(4999);

    const stale = gate(4999);
    const early = totals.get('all-slow', stale.load);
    changes.changed();
    stale.open();
    expect(await early).toBe(4999);
    expect(await totals.get('all-slow', async () => 4998)).toBe(4998);
  });
});
