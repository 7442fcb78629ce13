import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { IMMUTABLE } from './caching';
import { createS3Client, loadS3Sdk, type S3Sdk } from './s3-client';
import { bootProblem, isMissing, MediaStorageUnavailable } from './s3-errors';
import { assertValidKey, type MediaStorage } from './storage';

/** The boot check gives up after this long, all tries included (a host that never answers). */
const CHECK_TIMEOUT_MS = 10_000;
const MISSING = Symbol('missing');

/**
 * Media in an S3-compatible bucket. Object keys are the media keys themselves, exactly the
 * relative paths disk storage uses under DATA_DIR/media, so a media directory copied into the
 * bucket (or back) is served unchanged. Objects carry their content type and the immutable
 * Cache-Control of /media/*, for a CDN that reads the bucket directly.
 */
export function s3Storage(config: S3Config): MediaStorage {
  const Bucket = config.bucket;
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= loadS3Sdk().then((sdk) => ({ sdk, client: createS3Client(sdk, config) }));
    return connection;
  };

  /** One request about a key: MISSING when the key is not there, a 503 for any other failure. */
  async function send<T>(
    operation: string,
    key: string,
    run: (sdk: S3Sdk, client: S3Client) => Promise<T>,
  ): Promise<T | typeof MISSING> {
    assertValidKey(key);
    const { sdk, client } = await connect();
    try {
      return await run(sdk, client);
    } catch (error) {
      if (isMissing(error)) return MISSING;
      throw new MediaStorageUnavailable(operation, key, error);
    }
  }

  return {
    async put(key, bytes, contentType) {
      const answer = await send('PutObject', key, (sdk, client) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
          }),
        ),
      );
      if (answer === MISSING) throw new MediaStorageUnavailable('PutObject', key, 'HTTP 404');
    },

    async get(key) {
      const bytes = await send('GetObject', key, async (sdk, client) => {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      });
      return bytes === MISSING ? null : bytes;
    },

    async stat(key) {
      const head = await send('HeadObject', key, (sdk, client) =>
        client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })),
      );
      if (head === MISSING) return null;
      const size = head.ContentLength ?? 0;
      const modifiedAt = head.LastModified ?? new Date(0);
      return { size, modifiedAt, etag: etagOf(head.ETag, key, size, modifiedAt) };
    },

    async stream(key, range) {
      const body = await send('GetObject', key, async (sdk, client) => {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject gave no stream');
        // A store that ignored Range would have the route send the wrong bytes under a 206.
        if (range && !answer.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
          answer.Body.destroy();
          throw new Error(
            `asked for bytes ${range.start}-${range.end}, got ${answer.ContentRange}`,
          );
        }
        return answer.Body;
      });
      return body === MISSING ? null : body;
    },

    async delete(key) {
      await send('DeleteObject', key, (sdk, client) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })),
      );
    },

    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
        return null;
      } catch (error) {
        return bootProblem(config, error);
      }
    },
  };
}

/**
 * S3's ETag (an MD5 of the bytes, quoted) is already a strong validator, the same from every
 * process; a store that sends none gets one made from what identifies the version.
 */
function etagOf(etag: string | undefined, key: string, size: number, modifiedAt: Date) {
  if (etag) return /^(W\/)?".*"$/.test(etag) ? etag : `"${etag}"`;
  const made = createHash('sha1').update(`${key}:${size}:${modifiedAt.getTime()}`).digest();
  return `"${made.toString('base64url').slice(0, 20)}"`;
}
