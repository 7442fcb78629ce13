// @ts-check
import { describe, expect, it } from 'vitest';
import { journalProblems, snapshotFileOf } from './migrations.mjs';

const ZERO = '00000000-0000-0000-0000-000000000000';

/** A consistent folder of `n` migrations; tests break one thing at a time. */
function folder(n = 3) {
  const entries = Array.from({ length: n }, (_, idx) => ({
    idx,
    tag: `${String(idx).padStart(4, '0')}_step_${idx}`,
    when: 1_000 + idx,
  }));
  const snapshots = Object.fromEntries(
    entries.map((entry, idx) => [
      snapshotFileOf(entry.tag),
      { id: `id-${idx}`, prevId: idx === 0 ? ZERO : `id-${idx - 1}` },
    ]),
  );
  return {
    sqlFiles: entries.map((entry) => `${entry.tag}.sql`),
    snapshotFiles: Object.keys(snapshots),
    journal: { entries },
    snapshots,
  };
}

describe('migrations folder against its journal', () => {
  it('accepts a consistent folder', () => {
    expect(journalProblems(folder())).toEqual([]);
  });

  it('names a SQL file the journal does not list (the migrator would never run it)', () => {
    const f = folder();
    f.sqlFiles.push('0003_hand_written.sql');
    expect(journalProblems(f)).toEqual([
      '0003_hand_written.sql is not listed in meta/_journal.json',
    ]);
  });

  it('names a journal entry without its SQL file or snapshot', () => {
    const f = folder();
    f.sqlFiles.pop();
    delete f.snapshots['0002_snapshot.json'];
    f.snapshotFiles.pop();
    expect(journalProblems(f)).toEqual([
      'journal entry 0002_step_2 has no 0002_step_2.sql',
      'journal entry 0002_step_2 has no meta/0002_snapshot.json',
    ]);
  });

  it('refuses an entry that is not later than the one before', () => {
    const f = folder();
    const [, second, third] = f.journal.entries;
    if (second && third) third.when = second.when;
    expect(journalProblems(f)).toEqual([
      'journal entry 0002_step_2 is not later than 0001_step_1 (when), so it would never be applied',
    ]);
  });

  it('refuses a snapshot chain with a gap (two branches generated from one parent)', () => {
    const f = folder();
    const last = f.snapshots['0002_snapshot.json'];
    if (last) last.prevId = 'id-0';
    expect(journalProblems(f)).toEqual([
      'meta/0002_snapshot.json does not follow meta/0001_snapshot.json (prevId)',
    ]);
  });

  it('refuses entries out of position', () => {
    const f = folder();
    f.journal.entries.reverse();
    expect(journalProblems(f)).toContain('journal entry 0002_step_2 has idx 2, expected 0');
  });
});
