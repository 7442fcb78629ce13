import { join } from 'node:path';
import type { Config } from '../../config';
import type { SouqModule } from '../context';
import { mediaRoutes } from './routes';
import { s3Storage } from './s3-storage';
import { diskStorage, type MediaStorage } from './storage';

/**
 * Media in the S3-compatible bucket of S3_* when they are set (what several API processes
 * share), else on local disk under DATA_DIR/media. Both use the same keys; main asks
 * storage.check() before serving, so a bucket that does not answer stops the boot in one line.
 */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.s3) return s3Storage(config.s3);
  return diskStorage(join(config.dataDir, 'media'));
}

/** /media/*: stored files (ranges, presets), from the storage in the module context. */
export const mediaModule: SouqModule = async (app, { storage }) => {
  await app.register(mediaRoutes, { storage });
};
