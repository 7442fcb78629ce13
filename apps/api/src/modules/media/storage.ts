import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media bytes live. Keys are slash-separated relative paths such as
 * "products/<id>/0.webp"; they are served under /media/<key>. Disk is the default;
 * an S3-compatible store (s3-storage.ts) implements the same interface with the same keys.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<MediaStat | null>;
  /** Streams bytes [start, end] inclusive (for HTTP range requests), or the whole object. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removes the key; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Asked once at boot: null when media can be stored, else one line for the operator saying
   * what is wrong and what to do (an S3 bucket that does not answer, a directory not writable).
   */
  check(): Promise<string | null>;
}

export interface MediaStat {
  size: number;
  modifiedAt: Date;
  etag: string;
}

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Rejects traversal and odd characters: a key can never leave the media root. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..'))
    throw new RangeError(`invalid media key: ${key}`);
}

export function diskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep)) throw new RangeError(`invalid media key: ${key}`);
    return full;
  };
  const exists = async (key: string) => {
    const file = pathOf(key); // an invalid key throws, as it does for put and delete
    try {
      return await stat(file);
    } catch {
      return null;
    }
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename so a reader never sees a half-written file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      return (await exists(key)) ? readFile(pathOf(key)) : null;
    },
    async stat(key) {
      const info = await exists(key);
      if (!info?.isFile()) return null;
      const etag = createHash('sha1')
        .update(`${key}:${info.size}:${info.mtimeMs}`)
        .digest('base64url')
        .slice(0, 20);
      return { size: info.size, modifiedAt: info.mtime, etag: `"${etag}"` };
    },
    async stream(key, range) {
      if (!(await exists(key))) return null;
      return createReadStream(pathOf(key), range);
    },
    async delete(key) {
      await unlink(pathOf(key)).catch(() => {});
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return null;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        return `media directory ${root} cannot be written (${code}); fix DATA_DIR or its permissions`;
      }
    },
  };
}
