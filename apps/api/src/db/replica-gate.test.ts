import { describe, expect, it } from 'vitest';
import { parseLsn, replicaGate } from './replica-gate';

const MAX_LAG = 5_000;

/** A gate whose replica has answered once at `replayed`, with the primary at `primary`. */
function caughtUp(primary = 100n, replayed = 100n, at = 0) {
  const gate = replicaGate({ maxLagMs: MAX_LAG });
  gate.primaryAt(primary, gate.beginPrimaryRead(), at);
  gate.replicaAt(replayed);
  return gate;
}

describe('replicaGate', () => {
  it('is closed at start until the replica has replayed what the primary held then', () => {
    const gate = replicaGate({ maxLagMs: MAX_LAG });
    expect(gate.usable(0)).toBe(false);
    // The replica answers, but nothing says yet how far the primary is (say, a migration on).
    gate.replicaAt(10n);
    expect(gate.usable(0)).toBe(false);
    expect(gate.behind()).toBe(true);
    gate.primaryAt(100n, gate.beginPrimaryRead(), 0);
    expect(gate.usable(0)).toBe(false);
    gate.replicaAt(100n);
    expect(gate.usable(0)).toBe(true);
    expect(gate.behind()).toBe(false);
  });

  it('closes at a change until a primary read covers it and the replica replays that far', () => {
    const gate = caughtUp();
    gate.changed();
    expect(gate.usable(10)).toBe(false);
    expect(gate.behind()).toBe(true);
    // A primary read that began before the change does not cover it.
    const stale = gate.beginPrimaryRead() - 1;
    gate.primaryAt(150n, stale, 20);
    expect(gate.usable(20)).toBe(false);
    gate.primaryAt(160n, gate.beginPrimaryRead(), 30);
    expect(gate.usable(30)).toBe(false);
    gate.replicaAt(159n);
    expect(gate.usable(40)).toBe(false);
    gate.replicaAt(160n);
    expect(gate.usable(50)).toBe(true);
    expect(gate.behind()).toBe(false);
  });

  it('closes when the replica is more than maxLagMs behind what the primary wrote', () => {
    const gate = caughtUp(100n, 100n, 0);
    gate.primaryAt(200n, gate.beginPrimaryRead(), 1_000);
    // The replica is still at 100: fine for 5 s after the primary reached 200, not after.
    expect(gate.usable(5_999)).toBe(true);
    gate.primaryAt(210n, gate.beginPrimaryRead(), 6_000);
    expect(gate.usable(6_000)).toBe(false);
    gate.replicaAt(200n);
    expect(gate.usable(6_000)).toBe(true);
  });

  it('closes when the replica stops answering', () => {
    const gate = caughtUp();
    gate.replicaAt(null);
    expect(gate.usable(0)).toBe(false);
  });
});

describe('parseLsn', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('nonsense')).toThrow();
  });
});
