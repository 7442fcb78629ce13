import { join } from 'node:path';
import { type Config, ConfigError } from '../../config';
import { diskStorage, type MediaStorage } from './storage';

/**
 * Media on local disk under DATA_DIR/media. The S3 settings are validated at boot, but an S3
 * implementation does not exist yet: refusing to start is safer than silently writing to a
 * local disk that other instances cannot see.
 */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.s3) {
    throw new ConfigError([
      'S3_ENDPOINT/S3_BUCKET/S3_ACCESS_KEY/S3_SECRET_KEY: S3 media storage is not available yet; unset them to store media on disk in DATA_DIR/media',
    ]);
  }
  return diskStorage(join(config.dataDir, 'media'));
}
