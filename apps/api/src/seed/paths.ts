import { join, resolve } from 'node:path';
import { repoRoot } from '../locations';

/**
 * The on-disk layout of a data directory, in one place so the server and the seed CLI agree:
 * the embedded PGlite database in <dataDir>/db and media files in <dataDir>/media.
 */
export function dataPaths(dataDir: string = join(repoRoot, 'data')) {
  const root = resolve(dataDir);
  return { root, dbDir: join(root, 'db'), mediaDir: join(root, 'media') };
}

/** The public URL path under which a media key is served (the DB stores this, not the key). */
export const mediaUrl = (key: string): string => `/media/${key}`;
