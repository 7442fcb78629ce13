// @ts-check
/**
 * What must hold between the SQL migrations in apps/api/drizzle and drizzle-kit's record of
 * them (meta/_journal.json and one meta/NNNN_snapshot.json per migration). The migrator applies
 * only the files the journal lists, in its order, and skips an entry whose `when` is not later
 * than the last one a database has applied: a file missing from the journal, or a journal out
 * of order, is a migration that silently never runs.
 */

const FIRST_PREV_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The snapshot file drizzle-kit writes beside a journal entry: `0003_x` -> `0003_snapshot.json`.
 * @param {string} tag
 */
export const snapshotFileOf = (tag) => `${tag.split('_')[0]}_snapshot.json`;

/**
 * @param {{
 *   sqlFiles: string[],
 *   snapshotFiles: string[],
 *   journal: { entries: { idx: number, tag: string, when: number }[] },
 *   snapshots: Record<string, { id: string, prevId: string }>,
 * }} folder file names in the folder and in meta/, the parsed journal and snapshots by file name
 * @returns {string[]} one sentence per problem; empty when the folder is consistent
 */
export function journalProblems({ sqlFiles, snapshotFiles, journal, snapshots }) {
  const problems = [];
  const entries = journal.entries;
  const listed = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of sqlFiles) {
    if (!listed.has(file)) problems.push(`${file} is not listed in meta/_journal.json`);
  }
  const expectedSnapshots = new Set(entries.map((entry) => snapshotFileOf(entry.tag)));
  for (const file of snapshotFiles) {
    if (!expectedSnapshots.has(file)) problems.push(`meta/${file} belongs to no journal entry`);
  }
  /** @type {{ idx: number, tag: string, when: number } | undefined} */
  let previous;
  entries.forEach((entry, position) => {
    const name = `journal entry ${entry.tag}`;
    if (entry.idx !== position) problems.push(`${name} has idx ${entry.idx}, expected ${position}`);
    if (!entry.tag.startsWith(String(position).padStart(4, '0'))) {
      problems.push(`${name} is at position ${position} but its number says otherwise`);
    }
    if (!sqlFiles.includes(`${entry.tag}.sql`)) problems.push(`${name} has no ${entry.tag}.sql`);
    if (previous && !(entry.when > previous.when)) {
      problems.push(
        `${name} is not later than ${previous.tag} (when), so it would never be applied`,
      );
    }
    const snapshot = snapshots[snapshotFileOf(entry.tag)];
    if (!snapshot) {
      problems.push(`${name} has no meta/${snapshotFileOf(entry.tag)}`);
    } else {
      const prevSnapshot = previous && snapshots[snapshotFileOf(previous.tag)];
      const expectedPrev = position === 0 ? FIRST_PREV_ID : prevSnapshot?.id;
      if (expectedPrev && snapshot.prevId !== expectedPrev) {
        problems.push(
          `meta/${snapshotFileOf(entry.tag)} does not follow ${previous ? `meta/${snapshotFileOf(previous.tag)}` : 'nothing'} (prevId)`,
        );
      }
    }
    previous = entry;
  });
  return problems;
}
